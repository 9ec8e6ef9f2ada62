import { errorIds, type ErrorId } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The checkout area's catalogue codes (spec 000 §8). */
export const checkoutErrors = {
  /** An address field that fails its country's rules; a missing phone is SHP410 (spec 000 §8 "validation codes"). */
  invalidField: (field: string, message: string, errorId: ErrorId = errorIds.badRequest) => new ApiError(400, errorId, `${field}: ${message}`, field),
  /** The shipping address is in a country this site does not ship to. */
  cannotShipThere: (field: string, country: string) =>
    new ApiError(400, errorIds.cannotShipThere, `${field}: this store does not ship to ${country}`, field),
  shippingMethodNotFound: (code: string) => new ApiError(404, errorIds.shippingMethodNotFound, `No shipping method "${code}" for this cart`),
  instrumentNotFound: () => new ApiError(404, errorIds.paymentNotFound, 'No such card: tokenize it again'),
  /** A place-order call on a cart that lacks a step (sends the shopper back to it). */
  missingShippingAddress: () => new ApiError(409, errorIds.missingShippingAddress, 'Add a shipping address before placing the order'),
  missingPayment: () => new ApiError(409, errorIds.paymentNotFound, 'Add a card before placing the order'),
  emptyCart: () => new ApiError(409, errorIds.emptyCart, 'The cart is empty'),
};
