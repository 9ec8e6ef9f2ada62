import { type MessageKey, type Translate } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';

/**
 * The spec's error codes (spec 000 §8) the checkout words itself: the API's message is written for developers
 * and in English, so a code we know is shown in the shopper's language; any other falls back to the server's text.
 */
const checkoutErrorKeys: Readonly<Record<string, MessageKey>> = {
  [errorIds.declined]: 'checkout.error.declined',
  [errorIds.insufficientFunds]: 'checkout.error.insufficientFunds',
  // A failed 3-D Secure challenge (spec 000 §8: "3-D secure failure shows a payment authentication error").
  [errorIds.authenticationFailed]: 'checkout.error.authentication',
  [errorIds.paymentNotCompleted]: 'checkout.error.paymentUnavailable',
  [errorIds.cardExpiryInvalid]: 'checkout.error.expiry',
  [errorIds.noLongerAvailable]: 'checkout.error.itemUnavailable',
  [errorIds.itemsOutOfStock]: 'checkout.error.outOfStock',
  [errorIds.someItemsOutOfStock]: 'checkout.error.outOfStock',
  [errorIds.cannotShipThere]: 'checkout.error.cannotShip',
  [errorIds.missingShippingAddress]: 'checkout.error.missingStep',
  [errorIds.missingPhone]: 'checkout.error.missingPhone',
  [errorIds.cartNotFound]: 'checkout.error.cartNotFound',
  // Not in the spec's catalogue: the cart changed since the review (another tab); the review shows the new one.
  [errorIds.cartChanged]: 'checkout.error.cartChanged',
  // Not in the spec's catalogue: the in-store session's store or associate no longer holds (or the sign-in is not an employee's).
  [errorIds.inStoreSaleInvalid]: 'checkout.error.inStoreSale',
  [errorIds.employeesOnly]: 'checkout.error.inStoreSale',
};

/** The words for an API error: the catalogue's when the code is one of the checkout's, else `fallback`. */
export function checkoutMessage(errorId: string, fallback: string, t: Translate): string {
  const key = checkoutErrorKeys[errorId];
  return key ? t(key) : fallback;
}

/** Whether the checkout has words of its own for a code. */
export const isKnownCheckoutError = (errorId: string): boolean => errorId in checkoutErrorKeys;
