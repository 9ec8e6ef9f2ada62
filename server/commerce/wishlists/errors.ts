import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The lists' refusals, in the spec's codes where it has one (spec 000 §8). */
export const listErrors = {
  /** A list id no list has, or another holder's (which is not told apart: ids are not to be probed). */
  listNotFound: (id: string) => new ApiError(404, errorIds.notFound, `No list ${id}`),
  itemNotFound: (itemId: string) => new ApiError(404, errorIds.notFound, `No item ${itemId} in this list`),
  /** A product the list's site does not sell. */
  notSold: (masterId: string) => new ApiError(400, errorIds.itemNotSold, `Product ${masterId} is not sold here`, 'body.id'),
  full: (most: number) =>
    new ApiError(409, errorIds.maxQuantity, `A favourites list holds at most ${most} products`, undefined, { maxAllowedQty: most }),
  /** Spec 000 §8: "Out of stock on move from saved for later: … the item could not be moved to the cart". */
  notMovable: (upc: string) => new ApiError(409, errorIds.outOfStock, `Item ${upc} is out of stock: it could not be moved to the cart`),
};
