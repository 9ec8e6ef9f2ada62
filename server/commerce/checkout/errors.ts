import { ApiError } from '../../http/api-error';

/** The checkout area's catalogue codes (spec 000 §8). */
export const checkoutErrors = {
  /** An address field that fails its country's rules; a missing phone is SHP410 (spec 000 §8 "validation codes"). */
  invalidField: (field: string, message: string, errorId = 'API400') => new ApiError(400, errorId, `${field}: ${message}`, field),
  /** The shipping address is in a country this site does not ship to. */
  cannotShipThere: (field: string, country: string) => new ApiError(400, 'CHK320', `${field}: this store does not ship to ${country}`, field),
  shippingMethodNotFound: (code: string) => new ApiError(404, 'SHP404', `No shipping method "${code}" for this cart`),
  instrumentNotFound: () => new ApiError(404, 'PYT404', 'No such card: tokenize it again'),
  /** A place-order call on a cart that lacks a step (sends the shopper back to it). */
  missingShippingAddress: () => new ApiError(409, 'CHK380', 'Add a shipping address before placing the order'),
  missingPayment: () => new ApiError(409, 'PYT404', 'Add a card before placing the order'),
  emptyCart: () => new ApiError(409, 'ORD415', 'The cart is empty'),
};
