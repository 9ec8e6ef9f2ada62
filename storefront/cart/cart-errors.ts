import { type Translate } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';

/** The first detail of an API error envelope, as far as the cart reads it. */
export interface CartErrorDetail {
  readonly errorId?: string;
  readonly message?: string;
  /** INV408's limit. */
  readonly maxAllowedQty?: number;
}

/**
 * A cart call's error in the shopper's words (spec 000 §8: by errorId from the local catalogue, else the server's
 * message): INV700 out of stock; INV408 the most allowed, with maxAllowedQty or a generic maximum; INV406 and INV409
 * items no longer available. Pass the result to a line (`error`), AddToCart or CartView's `notice`.
 */
export function cartErrorMessage(t: Translate, detail: CartErrorDetail | undefined): string {
  switch (detail?.errorId) {
    case errorIds.outOfStock:
      return t('cart.error.outOfStock');
    case errorIds.maxQuantity:
      return detail.maxAllowedQty !== undefined && detail.maxAllowedQty > 0
        ? t('cart.error.maxQuantity', { count: detail.maxAllowedQty })
        : t('cart.error.maxQuantityGeneric');
    case errorIds.itemsOutOfStock:
    case errorIds.someItemsOutOfStock:
    case errorIds.itemNotAvailable:
    case errorIds.itemNotSold:
      return t('cart.error.itemsOutOfStock');
    default:
      return detail?.message || t('cart.error.generic');
  }
}
