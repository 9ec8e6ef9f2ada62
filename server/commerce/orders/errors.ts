import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';
import type { DeclineReason } from '../../providers/payments/port';

type Line = Readonly<Record<string, string | number>>;

/** The orders area's catalogue codes (spec 000 §8). */
export const orderErrors = {
  /** Not found, or not the reader's: the same answer, so order numbers cannot be probed. */
  notFound: () => new ApiError(404, errorIds.orderNotFound, 'Order not found'),
  /** A line whose product or size is no longer sold. */
  noLongerAvailable: (items: readonly Line[]) =>
    new ApiError(409, errorIds.noLongerAvailable, 'An item in your cart is no longer available', undefined, { items }),
  /** Lines short of stock: every line (INV406) or some (INV409), each with the units left. */
  outOfStock: (items: readonly Line[], all: boolean) =>
    new ApiError(
      409,
      all ? errorIds.itemsOutOfStock : errorIds.someItemsOutOfStock,
      all ? 'The items in your cart are out of stock' : 'Some items in your cart are out of stock',
      undefined,
      { items },
    ),
  /** A key names one holder's one cart: sent with another cart, it would answer (or charge) the wrong order. */
  idempotencyKeyReused: () =>
    new ApiError(
      422,
      errorIds.idempotencyKeyReused,
      'This Idempotency-Key was already used to place another cart: send a new key to place this one',
      'headers.idempotency-key',
    ),
};

/** Failures the store decides itself, when it voids a payment it never had an answer for. */
export const storeFailures = {
  /** The 3-D Secure challenge was not answered within its time: voided at the gateway, the order cancelled. */
  challengeExpired: {
    errorId: errorIds.authenticationFailed,
    message: "Your bank's confirmation was not completed in time. You were not charged; please try again.",
  },
  /** The gateway never answered (a timeout, or the store stopped before asking): voided there, so never charged. */
  notCharged: { errorId: errorIds.paymentNotCompleted, message: 'The payment could not be completed. You were not charged; please try again.' },
} as const;

/** A refused payment's code, status and words, by the gateway's reason. */
const declines: Readonly<Record<DeclineReason, { status: number; errorId: string; message: string }>> = {
  declined: { status: 402, errorId: errorIds.declined, message: 'Your card was declined. Try another card.' },
  insufficient_funds: {
    status: 402,
    errorId: errorIds.insufficientFunds,
    message: 'Your card was declined for insufficient funds. Try another card.',
  },
  expired_card: { status: 400, errorId: errorIds.cardExpiryInvalid, message: 'Your card has expired. Check the expiry date or try another card.' },
  authentication_failed: {
    status: 402,
    errorId: errorIds.authenticationFailed,
    message: 'Your bank could not confirm this payment. Try again or use another card.',
  },
  unavailable: {
    status: 503,
    errorId: errorIds.paymentNotCompleted,
    message: 'The payment service did not answer. You were not charged; please try again.',
  },
};

export const declineOf = (reason: DeclineReason) => declines[reason];

/** A refused payment: the shopper continues with `basketId`, a new cart holding the same items. */
export const paymentRefused = (failure: { errorId: string; message: string; basketId: string }) => {
  const status = Object.values(declines).find((d) => d.errorId === failure.errorId)?.status ?? 402;
  return new ApiError(status, failure.errorId, failure.message, undefined, { basketId: failure.basketId });
};
