import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The cart area's catalogue codes (spec 000 §8). */
export const cartErrors = {
  /** The storefront rebuilds the cart, re-adds its items and retries (spec 000 §8). */
  notFound: (basketId: string) => new ApiError(404, errorIds.cartNotFound, `Cart ${basketId} not found`),
  notYours: () => new ApiError(403, errorIds.forbidden, 'This cart belongs to another shopper'),
  /**
   * Not in the spec's catalogue: the cart changed since the version the shopper reviewed (another tab), so nothing is
   * placed; the storefront shows the cart as it is now, to be reviewed and placed again.
   */
  changed: (basketId: string, version: number) =>
    new ApiError(409, errorIds.cartChanged, 'Your cart changed since you reviewed it: check the new total, then place the order again', undefined, {
      basketId,
      version,
    }),
  itemNotFound: (itemId: string) => new ApiError(404, errorIds.cartNotFound, `No item ${itemId} in this cart`),
  /** A sku that is not this product's, or not sold on this cart's site. */
  notAvailable: (upc: string) => new ApiError(400, errorIds.itemNotAvailable, `Item ${upc} is not available`, 'body.upc'),
  outOfStock: (upc: string) => new ApiError(409, errorIds.outOfStock, `Item ${upc} is out of stock`),
  maxQuantity: (maxAllowedQty: number) =>
    new ApiError(409, errorIds.maxQuantity, `You can have at most ${maxAllowedQty} of this item in your cart`, undefined, { maxAllowedQty }),
};
