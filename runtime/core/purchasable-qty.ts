import { DEFAULT_MAX_QTY } from '../../schemas/constants';

/**
 * The most of one sku a cart line may hold: the units in stock, never above spec 000 §9's 999,999. The cart's
 * `maxQty`, the server's stock check and the quantity stepper all read it.
 *
 * @example purchasableQty(12) // 12; purchasableQty(5_000_000) // 999_999
 */
export const purchasableQty = (stock: number): number => Math.min(stock, DEFAULT_MAX_QTY);
