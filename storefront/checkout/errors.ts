import type { MessageKey, Translate } from '../../runtime/core';

/**
 * The spec's error codes (spec 000 §8) the checkout words itself: the API's message is written for developers
 * and in English, so a code we know is shown in the shopper's language; any other falls back to the server's text.
 */
const checkoutErrorKeys: Readonly<Record<string, MessageKey>> = {
  PYT402: 'checkout.error.declined',
  PYT406: 'checkout.error.insufficientFunds',
  // A failed 3-D Secure challenge (spec 000 §8: "3-D secure failure shows a payment authentication error").
  PYT405: 'checkout.error.authentication',
  PYT300: 'checkout.error.paymentUnavailable',
  FE309: 'checkout.error.expiry',
  ORD430: 'checkout.error.itemUnavailable',
  INV406: 'checkout.error.outOfStock',
  INV409: 'checkout.error.outOfStock',
  CHK320: 'checkout.error.cannotShip',
  CHK380: 'checkout.error.missingStep',
  SHP410: 'checkout.error.missingPhone',
  BSK404: 'checkout.error.cartNotFound',
  // Not in the spec's catalogue: the cart changed since the review (another tab); the review shows the new one.
  BSK409: 'checkout.error.cartChanged',
};

/** The words for an API error: the catalogue's when the code is one of the checkout's, else `fallback`. */
export function checkoutMessage(errorId: string, fallback: string, t: Translate): string {
  const key = checkoutErrorKeys[errorId];
  return key ? t(key) : fallback;
}

/** Whether the checkout has words of its own for a code. */
export const isKnownCheckoutError = (errorId: string): boolean => errorId in checkoutErrorKeys;
