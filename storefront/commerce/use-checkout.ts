import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type CheckoutStep } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';
import type { Cart, Order } from '../../schemas';
import { checkoutApi, placeKey, type AddressFields, type CardInput, type CardToken } from './checkout-api';
import { errorDetail } from './http';
import { cartQueryKey } from './use-cart';

/** A problem with a step as the checkout shows it: by form field (the server's field path), or for the whole step. */
export interface StepProblem {
  readonly errorId: string;
  readonly message: string;
  /** The server's field path, e.g. `body.address.0.postalCode`. */
  readonly field?: string;
}

/** A notice the checkout carries to the step it sends the shopper back to (spec 000 §4). */
export interface CheckoutNotice {
  readonly step: CheckoutStep;
  readonly problem: StepProblem;
}

/**
 * Where each of the spec's errors sends the shopper (spec 000 §4): the items and address to shipping, payment to
 * billing; a cart changed since its review (BSK409) stays on the review, which shows the cart as it is now.
 */
const stepOfError: Readonly<Record<string, CheckoutStep>> = {
  [errorIds.cartChanged]: 'summary',
  [errorIds.noLongerAvailable]: 'shipping',
  [errorIds.itemsOutOfStock]: 'shipping',
  [errorIds.someItemsOutOfStock]: 'shipping',
  [errorIds.cannotShipThere]: 'shipping',
  [errorIds.missingShippingAddress]: 'shipping',
  [errorIds.missingPhone]: 'shipping',
  [errorIds.emptyCart]: 'shipping',
  [errorIds.declined]: 'billing',
  [errorIds.insufficientFunds]: 'billing',
  [errorIds.authenticationFailed]: 'billing',
  [errorIds.paymentNotCompleted]: 'billing',
  [errorIds.paymentNotFound]: 'billing',
  [errorIds.cardExpiryInvalid]: 'billing',
};

/** The problem an API error carries, in the server's words (the step's component words the known codes itself). */
export function problemOf(error: unknown): StepProblem {
  const detail = errorDetail(error);
  if (!detail) return { errorId: errorIds.internal, message: error instanceof Error ? error.message : String(error) };
  // The server prefixes a field's message with its path ("body.address.0.city: …"); the form shows it at the field.
  const message = detail.field && detail.message.startsWith(`${detail.field}: `) ? detail.message.slice(detail.field.length + 2) : detail.message;
  return { errorId: detail.errorId, message, ...(detail.field ? { field: detail.field } : {}) };
}

export type PlaceOutcome =
  | { readonly kind: 'placed'; readonly order: Order }
  /** `deadline`: when the store stops waiting for the challenge, on this browser's clock (ms). */
  | { readonly kind: 'challenge'; readonly order: Order; readonly url: string; readonly challengeId: string; readonly deadline?: number }
  | { readonly kind: 'refused'; readonly step: CheckoutStep | undefined; readonly problem: StepProblem }
  /** The store settled the order before the shopper's answer (its challenge lapsed): the order's own page says how. */
  | { readonly kind: 'settled'; readonly order: Order };

/**
 * The checkout's actions over the cart query the cart page also uses: each call's answer (the whole cart) becomes the
 * cached cart. Placing an order answers where to go next: the confirmation, the 3-D Secure dialog, or back to the
 * step the error belongs to (with a fresh cart after a refused payment: the server hands the shopper a new one).
 */
export function useCheckout(locale: string) {
  const client = useQueryClient();
  const key = useMemo(() => cartQueryKey(locale), [locale]);
  const noticeKey = useMemo(() => ['checkout-notice', locale] as const, [locale]);
  const notice = useQuery<CheckoutNotice | null>({ queryKey: noticeKey, queryFn: () => null, staleTime: Infinity, initialData: null });
  const keep = useCallback(
    (cart: Cart) => {
      client.setQueryData(key, cart);
      return cart;
    },
    [client, key],
  );

  const setNotice = useCallback((next: CheckoutNotice | null) => client.setQueryData(noticeKey, next), [client, noticeKey]);

  const afterRefusal = useCallback(
    async (problem: StepProblem): Promise<PlaceOutcome> => {
      // A refused payment closed the cart and opened a new one with the same items, a changed cart (BSK409) is not the
      // one shown: read it again before the notice shows, so the notice and the new cart appear together.
      await client.invalidateQueries({ queryKey: key });
      const step = stepOfError[problem.errorId];
      if (step) setNotice({ step, problem });
      return { kind: 'refused', step, problem };
    },
    [client, key, setNotice],
  );

  const outcomeOf = useCallback(
    (order: Order): PlaceOutcome => {
      const action = order.flash.find((f) => f.action?.type === '3DS')?.action;
      if (order.status === 'payment_pending' && action) {
        // NB: the server's expiry as a time left since the order was made (the server's clock at both ends), so a browser
        // whose clock is off still knows when the challenge lapses.
        const left = action.expiresAt ? Date.parse(action.expiresAt) - Date.parse(order.createdAt) : Number.NaN;
        return {
          kind: 'challenge',
          order,
          url: action.url,
          challengeId: action.challengeId,
          ...(Number.isFinite(left) ? { deadline: Date.now() + left } : {}),
        };
      }
      client.removeQueries({ queryKey: key });
      return { kind: 'placed', order };
    },
    [client, key],
  );

  return {
    notice: notice.data,
    setNotice,
    setShipping: async (cart: Cart, email: string, address: AddressFields, method: string): Promise<Cart> => {
      let next = keep(await checkoutApi.setShippingAddress(cart.id, email, address));
      const shipment = next.shippingMethods[0];
      if (shipment && shipment.code !== method) next = keep(await checkoutApi.setShippingMethod(cart.id, method, shipment.shippingId));
      return next;
    },
    /** The billing address (null: the shipping one), then the card: a new token, or a saved card by its id. */
    setBilling: async (cart: Cart, billing: AddressFields | null, token: string | null, savedCardId: string | null = null): Promise<Cart> => {
      let next = cart;
      if (billing) next = keep(await checkoutApi.setBillingAddress(cart.id, billing));
      else if (cart.billingAddress) next = keep(await checkoutApi.clearBillingAddress(cart.id));
      if (token) next = keep(await checkoutApi.addCard(cart.id, token));
      else if (savedCardId) next = keep(await checkoutApi.addSavedCard(cart.id, savedCardId));
      return next;
    },
    tokenize: (card: CardInput): Promise<CardToken> =>
      checkoutApi.tokenize(card).catch((error: unknown) => {
        const problem = problemOf(error);
        throw Object.assign(new Error(problem.message), { errorId: problem.errorId, ...(problem.field ? { field: problem.field } : {}) });
      }),
    place: async (cart: Cart): Promise<PlaceOutcome> => {
      try {
        return outcomeOf(await checkoutApi.placeOrder(cart, placeKey(cart.id)));
      } catch (error) {
        return afterRefusal(problemOf(error));
      }
    },
    /**
     * Answers the challenge of `order`. An answer that comes too late (the dialog left open past the challenge's
     * `deadline`, the store having settled the order meanwhile) is not a fresh refusal to retry at billing: the outcome
     * is then the order, whose page says what happened.
     */
    completeChallenge: async (order: Order, threeDS2Result: string, deadline?: number): Promise<PlaceOutcome> => {
      const settled = async (): Promise<PlaceOutcome> => {
        await client.invalidateQueries({ queryKey: key });
        return { kind: 'settled', order };
      };
      const now = await checkoutApi.purchase(order.orderNumber, order.st).catch(() => undefined);
      if (now && now.status !== 'payment_pending') return settled();
      try {
        return outcomeOf(await checkoutApi.completeChallenge(order.orderNumber, threeDS2Result));
      } catch (error) {
        // Settled between the look and the answer; the server's clock decided, this one can only say it was late.
        if (deadline !== undefined && Date.now() >= deadline) return settled();
        return afterRefusal(problemOf(error));
      }
    },
  };
}
