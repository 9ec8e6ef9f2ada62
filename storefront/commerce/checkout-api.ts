import type { Cart } from '../../schemas';
import { announceCartChange } from './cart-count';
import { commerce } from './http';
import { inStoreSalesInfo } from '../associate/in-store-session';
import { currentInStoreSession } from '../associate/use-in-store';

/** A card as the shopper types it into the gateway's fields; it goes to the gateway only, never to the store. */
export interface CardInput {
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
  readonly holderName: string;
}

export interface CardToken {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
}

/** The fields of an address the shopper typed (the server checks them by the country's rules). */
export type AddressFields = Readonly<Record<string, string | undefined>>;

/** The checkout's calls (spec 000 §7), each answering the whole cart unless said otherwise. */
export const checkoutApi = {
  setShippingAddress: (cartId: string, email: string, address: AddressFields) =>
    commerce.call('POST /cart/v2/cart/:basketId/shippingAddress', { params: { basketId: cartId }, body: { address: [{ ...address, email }] } }),

  setShippingMethod: (cartId: string, code: string, shippingId: string) =>
    commerce.call('POST /cart/v1/shippingMethod', { body: { cartId, code, shippingId } }),

  setBillingAddress: (cartId: string, address: AddressFields) =>
    commerce.call('POST /cart/v1/cart/:basketId/billingAddress', { params: { basketId: cartId }, body: { address } }),

  clearBillingAddress: (cartId: string) => commerce.call('DELETE /cart/v1/cart/:basketId/billingAddress', { params: { basketId: cartId } }),

  /** The sandbox gateway's card fields: the card goes to the gateway, which answers a token. */
  tokenize: (card: CardInput) => commerce.call('POST /sandbox/gateway/v1/tokens', { body: card }),

  addCard: (cartId: string, token: string) =>
    commerce.call('POST /cart/v1/cart/:basketId/paymentInstruments', {
      params: { basketId: cartId },
      body: { payment_method_id: 'CREDIT_CARD', token },
    }),

  /** A signed-in shopper's saved card: the server reads its token. */
  addSavedCard: (cartId: string, paymentInstrumentId: string) =>
    commerce.call('POST /cart/v1/cart/:basketId/paymentInstruments', {
      params: { basketId: cartId },
      body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId },
    }),

  prepare: (basketId: string) => commerce.call('POST /cart/v1/cart/prepareOrder', { body: { basketId } }),

  /**
   * Places the order of the cart as the shopper reviewed it (`cart.version`: a cart changed since is refused with
   * BSK409). `idempotencyKey` is the same for every attempt at this cart (a retry after a timeout, a second click),
   * so the shopper is charged once.
   */
  placeOrder: async (cart: Pick<Cart, 'id' | 'version'>, idempotencyKey: string) => {
    // An in-store associate's sale carries the store and the associate (spec 000 §6).
    const inStore = inStoreSalesInfo(currentInStoreSession());
    try {
      return await commerce.call('PUT /cart/v2/checkout/order', {
        headers: { channel: 'ECOMM', 'idempotency-key': idempotencyKey },
        body: {
          cartId: cart.id,
          cartVersion: cart.version,
          paymentMethod: { code: 'CREDIT_CARD' },
          ...(inStore ? { inStoreSalesInfo: inStore } : {}),
        },
      });
    } finally {
      announceCartChange();
    }
  },

  /** The 3-D Secure result the bank's page handed over (spec 000 §4: the order is patched with it). */
  completeChallenge: async (orderNumber: string, threeDS2Result: string) => {
    try {
      return await commerce.call('PATCH /cart/v2/checkout/order/:orderNumber', {
        params: { orderNumber },
        headers: { channel: 'ECOMM' },
        body: { paymentMethod: 'CREDIT_CARD', threeDS2Result },
      });
    } finally {
      announceCartChange();
    }
  },

  purchase: (orderNumber: string, st: string) =>
    commerce.call('GET /consumers-v3/consumer/purchase/:orderNumber', { params: { orderNumber }, query: { st } }),
};

/** One key per cart for placing it, kept for the tab's session so a reload and retry reuse it. */
export function placeKey(cartId: string): string {
  const name = `tessera.place.${cartId}`;
  try {
    const kept = sessionStorage.getItem(name);
    if (kept) return kept;
    const key = `${cartId}-${crypto.randomUUID()}`;
    sessionStorage.setItem(name, key);
    return key;
  } catch {
    return `${cartId}-once`;
  }
}
