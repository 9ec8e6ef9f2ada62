import { useEffect, useRef, useState } from 'react';
import { checkoutSteps, siteForLocale, type CheckoutStep } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';
import { useMessages } from '../../runtime/react';
import type { Cart, Order } from '../../schemas';
import { BillingStep, CheckoutLayout, checkoutMessage, ShippingStep, SummaryStep, ThreeDSDialog, type SubmitProblem } from '../checkout';
import { useCart, useCheckout, problemOf, type CheckoutNotice, type PlaceOutcome, type StepProblem } from '../commerce';
import type { Navigate } from '../page/route-module';
import { checkoutAddressOf, shippableAddresses } from '../account/saved-addresses';
import { useProfile, useSession } from '../account/use-account';
import { useCardChange, useSavedCards } from '../account/cards/use-cards';
import { EXPRESS_STATUS, expressPlan } from './express';
import { CheckoutLoading } from './CheckoutLoading';

/** The review's notice that the cart changed since it was shown (the words are the checkout's, by the code). */
const cartChanged: CheckoutNotice = { step: 'summary', problem: { errorId: errorIds.cartChanged, message: 'Your cart changed' } };

/** The step a checkout path names (`/en-us/checkout/billing`), or undefined for `/en-us/checkout`. */
const stepOfPath = (path: string): CheckoutStep | undefined => {
  const step = /\/checkout\/([a-z]+)/.exec(path.split('?')[0] ?? '')?.[1];
  return (checkoutSteps as readonly string[]).includes(step ?? '') ? (step as CheckoutStep) : undefined;
};

/** The steps a cart may show: billing once it has a shipping address, the summary once it has a card too. */
function reachableSteps(cart: Cart): ReadonlySet<CheckoutStep> {
  const steps = new Set<CheckoutStep>(['shipping']);
  if (cart.shippingAddress && cart.email) steps.add('billing');
  if (steps.has('billing') && cart.payment_instruments.length > 0) steps.add('summary');
  return steps;
}

/** A step's server problem as its form takes it: field errors by the server's path (the e-mail apart), else words. */
function asSubmitProblem(problem: StepProblem, words: string): SubmitProblem {
  if (problem.field && problem.errorId !== errorIds.cannotShipThere) {
    const field = problem.field.endsWith('.email') ? 'email' : problem.field;
    return { fieldErrors: { [field]: problem.message } };
  }
  return { message: words };
}

/**
 * The checkout of spec 000 §4 over the shopper's cart: shipping → billing → summary, each step in the URL, each
 * answer of the server kept as the cart. The summary places the order: the confirmation follows, or the 3-D Secure
 * dialog, or the step an error belongs to with its message (a failed challenge returns to billing with a new cart).
 */
export function CheckoutFlow({ locale, path, navigate }: { readonly locale: string; readonly path: string; readonly navigate?: Navigate }) {
  const t = useMessages();
  const site = siteForLocale(locale);
  const prefix = path.startsWith('/pre/') ? '/pre' : '';
  const hrefOf = (step: CheckoutStep) => `${prefix}/${locale}/checkout/${step}`;
  const go = (href: string, replace = false) => (navigate ? navigate(href, { replace }) : window.location.assign(href));
  const cart = useCart(locale);
  const checkout = useCheckout(locale);
  const session = useSession();
  const registered = session.data?.tokenType === 'Registered';
  // A signed-in shopper's saved addresses, offered at the shipping step (a guest's profile is never asked for).
  const profile = useProfile(locale, registered);
  // …and their saved cards, offered at the billing step and used by express checkout.
  const savedCards = useSavedCards(locale, registered);
  const saveCard = useCardChange(locale);
  // Express runs once per visit of the checkout: back at `/checkout` afterwards, the steps are the shopper's.
  const [expressRan, setExpressRan] = useState(false);
  const expressStarted = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [challenge, setChallenge] = useState<{ order: Order; url: string; challengeId: string; deadline?: number } | null>(null);
  const asked = stepOfPath(path);
  const expressed = new URLSearchParams(path.split('?')[1] ?? '').get('status') === EXPRESS_STATUS;
  const reachable = cart.data ? reachableSteps(cart.data) : new Set<CheckoutStep>(['shipping']);
  const furthest = reachable.has('summary') ? 'summary' : reachable.has('billing') ? 'billing' : 'shipping';
  const step: CheckoutStep = asked && reachable.has(asked) ? asked : asked ? furthest : 'shipping';
  const empty = cart.data !== undefined && cart.data.items.length === 0;
  // Express checkout (spec 000 §4): for a signed-in shopper with a main card and address, starting the checkout
  // (`/checkout`, or its first step before the cart has an address: the mini cart's link) fills every step in and
  // jumps to the summary, its status EXPRESS; anything refused on the way leaves the shopper at shipping.
  const starting = !asked || (asked === 'shipping' && cart.data !== undefined && !cart.data.shippingAddress);
  const plan =
    starting && registered && site && cart.data && !expressRan
      ? expressPlan(cart.data, profile.data?.consumerProfile, savedCards.data, {
          enabled: site.brand.flags.expressCheckout,
          country: site.locale.country,
        })
      : null;
  const expressing = starting && !expressRan && (session.isPending || (registered && (profile.isPending || savedCards.isPending)) || plan !== null);

  // The URL names the step shown: `/checkout` and a step the cart cannot reach yet are replaced by the one shown;
  // an empty cart has nothing to check out and goes back to the cart.
  const redirected = useRef<string | null>(null);
  useEffect(() => {
    if (!cart.data || placing || challenge || expressing) return;
    const target = empty ? `${prefix}/${locale}/cart` : asked !== step ? hrefOf(step) : null;
    if (target === null || redirected.current === target) return;
    redirected.current = target;
    go(target, true);
  });

  useEffect(() => {
    if (!plan || !cart.data || expressStarted.current) return;
    expressStarted.current = true;
    const start = cart.data;
    void (async () => {
      try {
        const shipped = await checkout.setShipping(start, plan.email, plan.address, start.shippingMethods[0]?.code ?? 'standard');
        await checkout.setBilling(shipped, null, null, plan.cardId);
        go(`${hrefOf('summary')}?status=${EXPRESS_STATUS}`, true);
      } catch {
        // Refused on the way (the address no longer ships, the card is gone): the steps start at shipping.
      }
      setExpressRan(true);
    })();
  });

  // The review shows the cart as it is: when it changes under the shopper (another tab, read again when this one
  // regains focus), the notice a refused order brings (BSK409) says so, so the new total is checked before placing.
  const reviewed = useRef<{ id: string; version: number } | null>(null);
  useEffect(() => {
    const shown = step === 'summary' && cart.data ? { id: cart.data.id, version: cart.data.version } : null;
    const before = reviewed.current;
    reviewed.current = shown;
    if (shown && before && !placing && before.id === shown.id && before.version !== shown.version) checkout.setNotice(cartChanged);
  });

  if (!site || !cart.data || empty || expressing) return <CheckoutLoading />;
  // The shipping step starts from the saved addresses, so it waits for them (a failed profile read offers none).
  if (step === 'shipping' && (session.isPending || (registered && profile.isPending))) return <CheckoutLoading />;
  const current = cart.data;
  // A site's country is one Tessera ships to: the sites configuration refuses any other (schemas/sites.ts).
  const country = site.locale.country;
  const savedAddresses = registered
    ? shippableAddresses(profile.data?.consumerProfile.consumerDetails.addresses ?? [], country).map(checkoutAddressOf)
    : [];
  const noticeFor = (shown: CheckoutStep) =>
    checkout.notice && checkout.notice.step === shown
      ? checkoutMessage(checkout.notice.problem.errorId, checkout.notice.problem.message, t)
      : undefined;

  const fail = (problem: StepProblem): SubmitProblem => asSubmitProblem(problem, checkoutMessage(problem.errorId, problem.message, t));

  const showOrder = (order: Order) => {
    checkout.setNotice(null);
    go(`${prefix}/${locale}/order-confirmation?orderNumber=${encodeURIComponent(order.orderNumber)}&st=${encodeURIComponent(order.st)}`);
  };

  const settle = (outcome: PlaceOutcome) => {
    if (outcome.kind === 'placed' || outcome.kind === 'settled') {
      showOrder(outcome.order);
      return;
    }
    setPlacing(false);
    if (outcome.kind === 'challenge') {
      setChallenge({
        order: outcome.order,
        url: outcome.url,
        challengeId: outcome.challengeId,
        ...(outcome.deadline === undefined ? {} : { deadline: outcome.deadline }),
      });
      return;
    }
    if (outcome.step && outcome.step !== 'summary') go(hrefOf(outcome.step));
    else checkout.setNotice({ step: 'summary', problem: outcome.problem });
  };

  const answerChallenge = (result: string) => {
    if (!challenge) return;
    const { order, deadline } = challenge;
    setChallenge(null);
    setPlacing(true);
    void checkout.completeChallenge(order, result, deadline).then(settle);
  };

  const body = (() => {
    switch (step) {
      case 'shipping': {
        const shipment = current.shippingMethods[0];
        return (
          <ShippingStep
            key={current.id}
            draftKey={`shipping:${current.id}`}
            country={country}
            currency={current.currency}
            defaultValues={{ email: current.email, address: current.shippingAddress }}
            methods={shipment?.applicableShippingMethods ?? []}
            selectedMethod={shipment?.code ?? 'standard'}
            itemTotal={current.totals.itemTotal}
            savedAddresses={savedAddresses}
            {...(noticeFor('shipping') ? { error: noticeFor('shipping') } : {})}
            onSubmit={async ({ email, address, method }) => {
              try {
                await checkout.setShipping(current, email, address, method);
                checkout.setNotice(null);
                go(hrefOf('billing'));
                return undefined;
              } catch (error) {
                return fail(problemOf(error));
              }
            }}
          />
        );
      }
      case 'billing': {
        const card = current.payment_instruments[0]?.card;
        if (!current.shippingAddress) return null;
        return (
          <BillingStep
            key={current.id}
            country={country}
            shippingAddress={current.shippingAddress}
            billingAddress={current.billingAddress}
            savedCard={card ? { brand: card.brand, last4: card.last4 } : null}
            savedCards={registered ? (savedCards.data ?? []) : []}
            tokenize={checkout.tokenize}
            {...(noticeFor('billing') ? { error: noticeFor('billing') } : {})}
            onSubmit={async ({ billing, token, savedCardId, saveCard: keepCard }) => {
              try {
                await checkout.setBilling(current, billing, token, savedCardId ?? null);
                // Saving the new card to the account is a favour on the way: its refusal never stops the order.
                if (token && keepCard) await saveCard.mutateAsync({ kind: 'add', token, main: false }).catch(() => undefined);
                checkout.setNotice(null);
                go(hrefOf('summary'));
                return undefined;
              } catch (error) {
                return fail(problemOf(error));
              }
            }}
          />
        );
      }
      case 'summary':
        return (
          <>
            {expressed ? (
              <p className="ts-checkout-express" role="status">
                {t('checkout.express.notice')}
              </p>
            ) : null}
            <SummaryStep
              cart={current}
              editHref={hrefOf}
              placing={placing}
              {...(noticeFor('summary') ? { error: noticeFor('summary') } : {})}
              onPlaceOrder={() => {
                if (placing) return;
                setPlacing(true);
                checkout.setNotice(null);
                void checkout.place(current).then(settle);
              }}
            />
          </>
        );
    }
  })();

  return (
    <>
      <CheckoutLayout step={step} reachable={reachable} hrefOf={hrefOf} cart={current} cartHref={`${prefix}/${locale}/cart`}>
        {body}
      </CheckoutLayout>
      <ThreeDSDialog
        url={challenge?.url ?? null}
        {...(challenge ? { challengeId: challenge.challengeId } : {})}
        onResult={(result) => answerChallenge(result)}
        // Closing the bank's page is a failed challenge: the order is patched so, and the shopper returns to billing.
        onCancel={() => answerChallenge('cancelled')}
      />
    </>
  );
}
