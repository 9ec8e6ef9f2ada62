import { randomBytes } from 'node:crypto';
import type { Cart } from '../../../schemas';
import { siteById } from '../../../runtime/core';
import type { CardGateway } from '../../providers/payments/port';
import type { TokenHolder } from '../auth/index';
import type { CartService } from '../cart/index';
import { SHIPMENT_ID } from '../cart/service';
import { type CartRepository } from '../cart/repository';
import { checkAddress, checkEmail } from './address-check';
import { checkoutErrors } from './errors';

const newId = () => randomBytes(12).toString('hex');

/** The card brands the sandbox gateway's fields take. */
const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;

/**
 * The checkout's cart calls (spec 000 §7): the shipping address with the guest's e-mail, its validation, the billing
 * address, the shipping method and the card (a gateway token). Each checks the holder owns the cart and answers the
 * whole cart, whose totals follow (North American tax appears once the address names a state or province).
 */
export function createCheckoutService(
  carts: CartService,
  repository: CartRepository,
  gateway: CardGateway,
  saved: { savedCardToken: (holder: TokenHolder, paymentInstrumentId: string) => Promise<string> } = {
    savedCardToken: () => Promise.reject(checkoutErrors.instrumentNotFound()),
  },
) {
  const siteCountry = (cart: { siteId: string }) => siteById(cart.siteId)?.locale.country ?? '';

  return {
    async setShippingAddress(holder: TokenHolder, basketId: string, body: { address: readonly Record<string, unknown>[] }): Promise<Cart> {
      const cart = await carts.owned(holder, basketId);
      const input = body.address[0] ?? {};
      const email = checkEmail(input.email, 'body.address.0.email');
      const address = { ...checkAddress(input, 'body.address.0', 'S', cart.shippingAddress?.addressId ?? newId()), email, shippingId: SHIPMENT_ID };
      if (address.country !== siteCountry(cart)) throw checkoutErrors.cannotShipThere('body.address.0.country', address.country);
      return carts.answer(await repository.setCheckout(cart.id, { email, shippingAddress: address }));
    },

    async deleteShippingAddress(holder: TokenHolder, basketId: string): Promise<Cart> {
      const cart = await carts.owned(holder, basketId);
      return carts.answer(await repository.setCheckout(cart.id, { shippingAddress: null }));
    },

    /** Checks an address without keeping it: `{ isValid, address }` or `{ isValid: false, errorDetails }`. */
    async validateShippingAddress(holder: TokenHolder, basketId: string, body: { address: readonly Record<string, unknown>[] }) {
      const cart = await carts.owned(holder, basketId);
      try {
        const input = body.address[0] ?? {};
        const address = checkAddress(input, 'body.address.0', 'S', 'validation');
        if (address.country !== siteCountry(cart)) throw checkoutErrors.cannotShipThere('body.address.0.country', address.country);
        return { isValid: true, address, errorDetails: [] };
      } catch (error) {
        const failure = error as { errorId?: string; message?: string; field?: string };
        if (!failure.errorId) throw error;
        return {
          isValid: false,
          address: null,
          errorDetails: [{ errorId: failure.errorId, message: failure.message ?? '', field: failure.field ?? 'body.address' }],
        };
      }
    },

    /** A billing address of its own (any country the store ships to); deleting it bills the shipping address. */
    async setBillingAddress(holder: TokenHolder, basketId: string, body: { address: Record<string, unknown> }): Promise<Cart> {
      const cart = await carts.owned(holder, basketId);
      const address = checkAddress(body.address, 'body.address', 'B', cart.billingAddress?.addressId ?? newId());
      return carts.answer(await repository.setCheckout(cart.id, { billingAddress: address }));
    },

    async deleteBillingAddress(holder: TokenHolder, basketId: string): Promise<Cart> {
      const cart = await carts.owned(holder, basketId);
      return carts.answer(await repository.setCheckout(cart.id, { billingAddress: null }));
    },

    async shippingMethods(holder: TokenHolder, basketId: string, shippingId: string) {
      const answer = await carts.answer(await carts.owned(holder, basketId));
      const shipment = answer.shippingMethods.find((s) => s.shippingId === shippingId);
      if (!shipment) throw checkoutErrors.shippingMethodNotFound(shippingId);
      return { shippingId, code: shipment.code, applicableShippingMethods: shipment.applicableShippingMethods };
    },

    async setShippingMethod(holder: TokenHolder, body: { cartId: string; code: string; shippingId: string }): Promise<Cart> {
      const cart = await carts.owned(holder, body.cartId);
      const answer = await carts.answer(cart);
      const shipment = answer.shippingMethods.find((s) => s.shippingId === body.shippingId);
      if (!shipment?.applicableShippingMethods.some((m) => m.code === body.code)) throw checkoutErrors.shippingMethodNotFound(body.code);
      return carts.answer(await repository.setCheckout(cart.id, { shippingCode: body.code }));
    },

    async paymentMethods(holder: TokenHolder, basketId: string) {
      await carts.owned(holder, basketId);
      return { paymentMethods: [{ id: 'CREDIT_CARD' as const, name: 'Credit card', cards: [...CARD_BRANDS] }] };
    },

    /**
     * The card tokenized in the browser by the gateway's fields, or a signed-in consumer's saved card (its token read
     * on the server; another consumer's is not found): the cart keeps the token, never the number.
     */
    async addPaymentInstrument(
      holder: TokenHolder,
      basketId: string,
      body: { token?: string | undefined; paymentInstrumentId?: string | undefined },
    ): Promise<Cart> {
      const cart = await carts.owned(holder, basketId);
      const token = body.paymentInstrumentId !== undefined ? await saved.savedCardToken(holder, body.paymentInstrumentId) : (body.token ?? '');
      const card = await gateway.describe(token);
      if (!card) throw checkoutErrors.instrumentNotFound();
      const paymentInstrument = { paymentInstrumentId: newId(), token, ...card };
      return carts.answer(await repository.setCheckout(cart.id, { paymentInstrument }));
    },

    async deletePaymentInstrument(holder: TokenHolder, basketId: string, body: { payment_instrument_id: string }): Promise<Cart> {
      const cart = await carts.owned(holder, basketId);
      if (cart.paymentInstrument?.paymentInstrumentId !== body.payment_instrument_id) throw checkoutErrors.instrumentNotFound();
      return carts.answer(await repository.setCheckout(cart.id, { paymentInstrument: null }));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
