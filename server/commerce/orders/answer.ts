import type { Order, OrderStatus } from '../../../schemas';
import { paymentOf, type OrderRow } from './repository';

/** The words of the payment-not-authorized flash (spec 000 §4): the storefront opens the 3-D Secure dialog. */
const CHALLENGE_MESSAGE = 'Your bank asks you to confirm this payment';

/**
 * The order as the API answers it (spec 000 §3): one shipment, the card's brand and last four (never its token),
 * and, while a 3-D Secure challenge waits, the payment-not-authorized flash with its action.
 */
export function orderAnswer(row: OrderRow): Order {
  const payment = paymentOf(row);
  // A challenge the store has decided to void is over, even before the order shows it.
  const challenge =
    row.status === 'payment_pending' && payment.challengeId && payment.challengeUrl && !payment.cancelling
      ? [
          {
            type: 'PAYMENT_NOT_AUTHORIZED',
            message: CHALLENGE_MESSAGE,
            action: {
              type: '3DS' as const,
              challengeId: payment.challengeId,
              url: payment.challengeUrl,
              ...(payment.challengeExpiresAt ? { expiresAt: payment.challengeExpiresAt } : {}),
            },
          },
        ]
      : [];
  return {
    orderNumber: row.orderNumber,
    st: row.st,
    status: row.status as OrderStatus,
    siteId: row.siteId,
    email: row.email,
    channel: row.channel === 'MAPP' ? 'MAPP' : 'ECOMM',
    createdAt: row.createdAt.toISOString(),
    items: row.items,
    shipments: [{ shipmentId: row.shippingAddress.shippingId ?? 'me', shippingMethod: row.shippingMethod, address: row.shippingAddress }],
    billingAddress: row.billingAddress,
    totals: row.totals,
    paymentMethod: [{ code: 'CREDIT_CARD', brand: row.payment.brand, last4: row.payment.last4, amount: row.payment.amount, currency: row.currency }],
    flash: challenge,
    ...(row.status === 'cancelled' && row.failure ? { failure: row.failure } : {}),
    ...(row.inStoreStoreId && row.inStoreEmployeeId
      ? { inStoreSalesInfo: { storeId: row.inStoreStoreId, storeEmployeeId: row.inStoreEmployeeId } }
      : {}),
  };
}
