import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cartSchema, orderSchema, type Cart, type Order } from '../../../schemas';
import { demoCatalogue } from '../../../server/demo/index';
import { json, typedApi } from './app';

export type Envelope = {
  errorDetails: { errorId: string; message: string; field?: string; basketId?: string; items?: { itemId: string; upc: string }[] }[];
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const addresses = {
  US: {
    firstName: 'Maya',
    lastName: 'Okafor',
    addressLine1: '1420 Larimer St',
    addressLine2: 'Apt 5',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    country: 'US',
    phone: '(303) 555-0142',
  },
  GB: {
    firstName: 'Oliver',
    lastName: 'Hughes',
    addressLine1: '27 Clerkenwell Road',
    city: 'London',
    postalCode: 'ec1m 5rn',
    country: 'GB',
    phone: '020 7946 0018',
  },
  CA: {
    firstName: 'Émilie',
    lastName: 'Tremblay',
    addressLine1: '88 Queen St W',
    city: 'Toronto',
    province: 'on',
    postalCode: 'm5h2n2',
    country: 'CA',
    phone: '416-555-0199',
  },
} as const;

export const cards = {
  approves: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
  unavailable: '4000 0000 0000 0119',
} as const;

/** A shopper talking to the API through `inject`, as another program would: bearer tokens, JSON bodies. */
export function shopperApi(app: FastifyInstance) {
  const call = (token: string | undefined, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  type Answer = Awaited<ReturnType<typeof call>>;
  const cartOf = (response: Answer): Cart => {
    expect(response.statusCode, response.body).toBe(200);
    return cartSchema.parse(json<Cart>(response));
  };
  const orderOf = (response: Answer): Order => {
    expect(response.statusCode, response.body).toBe(200);
    return orderSchema.parse(json<Order>(response));
  };
  const error = (response: Answer) => ({ status: response.statusCode, ...json<Envelope>(response).errorDetails[0] });

  const api = typedApi(app);
  const guest = () => api.call('POST /token/v2/auth/token', { body: { type: 'Guest' } });

  const tokenize = (number: string, expiry: { month: number; year: number } = { month: 12, year: new Date().getUTCFullYear() + 3 }) =>
    api.call('POST /sandbox/gateway/v1/tokens', {
      body: { number, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: '123', holderName: 'Maya Okafor' },
    });

  /** A guest with a cart on `locale` holding `qty` of each sku, an address and (unless `card` is null) a card. */
  async function readyCart(
    locale: string,
    lines: readonly { productId: string; upc: string; qty: number }[],
    options: { card?: string | null; address?: object; email?: string } = {},
  ) {
    const { accessToken } = await guest();
    const headers = { authorization: `Bearer ${accessToken}` };
    let cart = await api.call('POST /cart/v1/cart', { query: { locale }, headers });
    for (const line of lines) cart = await api.call('POST /cart/v1/item', { body: { cartId: cart.id, ...line }, headers });
    const country = locale === 'en-gb' ? 'GB' : locale.endsWith('-ca') ? 'CA' : 'US';
    const address = { ...(options.address ?? addresses[country]), email: options.email ?? 'maya@example.com' };
    cart = await api.call('POST /cart/v2/cart/:basketId/shippingAddress', { params: { basketId: cart.id }, body: { address: [address] }, headers });
    if (options.card !== null) {
      const { token } = await tokenize(options.card ?? cards.approves);
      cart = await api.call('POST /cart/v1/cart/:basketId/paymentInstruments', {
        params: { basketId: cart.id },
        body: { payment_method_id: 'CREDIT_CARD', token },
        headers,
      });
    }
    return { accessToken, cart };
  }

  const place = (token: string, cartId: string, headers: Record<string, string> = {}) =>
    call(token, 'PUT', '/cart/v2/checkout/order', { cartId, paymentMethod: { code: 'CREDIT_CARD' } }, headers);

  return { call, cartOf, orderOf, error, guest, tokenize, readyCart, place };
}

/**
 * Hands out well-stocked skus of different products of a brand, one per call, so each test buys its own.
 * @example const take = skuTaker(); const line = { ...take(), qty: 2 };
 */
export function skuTaker(brandId = 'ridgeline', least = 20): () => { productId: string; upc: string } {
  const stocked = demoCatalogue()
    .filter((p) => p.brandId === brandId)
    .flatMap((p) =>
      p.skus
        .filter((s) => s.quantity >= least)
        .slice(0, 1)
        .map((s) => ({ productId: p.masterId, upc: s.sku })),
    );
  let next = 0;
  return () => {
    const sku = stocked[next++];
    if (!sku) throw new Error('ran out of stocked skus');
    return sku;
  };
}

/** The holder an access token names (its `sub`), read without checking it: the test made it. */
export const holderOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
