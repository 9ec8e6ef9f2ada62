import { useId, type ReactNode } from 'react';
import type { CheckoutStep } from '../../runtime/core';
import { formatPrice } from '../../runtime/core';
import { SmartLink, useMessages, useRuntime, withElements } from '../../runtime/react';
import type { Cart } from '../../schemas';
import { AddressSummary } from './AddressSummary';
import { CardMark } from './CardMark';
import { deliveryTimeText, methodName } from './delivery';
import { FormAlert } from './FormField';

import { LineItems } from './LineItems';
import { OrderTotals } from './OrderTotals';

export interface SummaryStepProps {
  readonly cart: Cart;
  readonly editHref: (step: CheckoutStep) => string;
  /** Places the order; set `placing` in the same event, so the button is disabled before another press can land. */
  readonly onPlaceOrder: () => void;
  /** The order is being placed: the button says so and cannot be pressed again. */
  readonly placing: boolean;
  readonly error?: string;
}

function ReviewSection({
  title,
  edit,
  editLabel,
  children,
}: {
  readonly title: string;
  readonly edit: string;
  readonly editLabel: string;
  readonly children: ReactNode;
}) {
  const t = useMessages();
  const id = useId();
  return (
    <section className="ts-review" aria-labelledby={id}>
      <div className="ts-review__head">
        <h3 className="ts-review__title" id={id}>
          {title}
        </h3>
        {/* "Edit" on screen; the whole purpose for screen readers, starting with the visible word (WCAG 2.5.3). */}
        <SmartLink className="ts-review__edit" href={edit} aria-label={editLabel}>
          {t('checkout.edit')}
        </SmartLink>
      </div>
      <div className="ts-review__body">{children}</div>
    </section>
  );
}

/**
 * The review before the order is placed: every choice with a way back to change it, the items and what they cost,
 * the terms, and one button to place the order, which cannot be pressed twice.
 */
export function SummaryStep({ cart, editHref, onPlaceOrder, placing, error }: SummaryStepProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const tag = site.locale.tag;
  const shipment = cart.shippingMethods[0];
  const method = shipment?.applicableShippingMethods.find((m) => m.code === shipment.code) ?? shipment?.applicableShippingMethods[0];
  const instrument = cart.payment_instruments[0];
  const brand = instrument ? t('checkout.card.brand', { brand: instrument.card.brand }) : '';
  const notYet = <p className="ts-review__missing">{t('checkout.notProvided')}</p>;
  const locale = `/${site.locale.locale}`;
  const legal = withElements((values) => t('checkout.legal', values), {
    terms: <SmartLink href={`${locale}/sale-terms`}>{t('checkout.terms')}</SmartLink>,
    privacy: <SmartLink href={`${locale}/privacy`}>{t('checkout.privacy')}</SmartLink>,
  });

  return (
    <section className="ts-checkout-step" aria-labelledby={`${id}-title`}>
      <h2 className="ts-checkout-step__title" id={`${id}-title`} tabIndex={-1} data-step-heading>
        {t('checkout.summary.heading')}
      </h2>
      <FormAlert message={error} />

      <div className="ts-review-grid">
        <ReviewSection title={t('checkout.contact.heading')} edit={editHref('shipping')} editLabel={t('checkout.edit.contact')}>
          {cart.email ? <p className="ts-review__text">{cart.email}</p> : notYet}
        </ReviewSection>
        <ReviewSection title={t('checkout.address.heading')} edit={editHref('shipping')} editLabel={t('checkout.edit.shipping')}>
          {cart.shippingAddress ? <AddressSummary address={cart.shippingAddress} /> : notYet}
          {method ? (
            <p className="ts-review__text ts-review__method">
              <strong>{methodName(method.code, t)}</strong> · {deliveryTimeText(method.deliveryTime, t)} ·{' '}
              {cart.totals.shipping === 0 ? t('checkout.free') : formatPrice(cart.totals.shipping, cart.currency, tag)}
            </p>
          ) : null}
        </ReviewSection>
        <ReviewSection title={t('checkout.billing.addressHeading')} edit={editHref('billing')} editLabel={t('checkout.edit.billing')}>
          {cart.billingAddress ? (
            <AddressSummary address={cart.billingAddress} showPhone={false} />
          ) : (
            <p className="ts-review__text">{t('checkout.sameAsShipping')}</p>
          )}
        </ReviewSection>
        <ReviewSection title={t('checkout.payment.heading')} edit={editHref('billing')} editLabel={t('checkout.edit.payment')}>
          {instrument ? (
            <p className="ts-review__text ts-review__card">
              <CardMark brand={instrument.card.brand} />
              <span>{t('checkout.card.ending', { brand, last4: instrument.card.last4 })}</span>
            </p>
          ) : (
            notYet
          )}
        </ReviewSection>
      </div>

      <section className="ts-checkout-section" aria-labelledby={`${id}-items`}>
        <h3 className="ts-checkout-section__title" id={`${id}-items`}>
          {t('checkout.itemCount', { count: cart.totals.totalUnits })}
        </h3>
        <LineItems items={cart.items} />
        <OrderTotals totals={cart.totals} />
      </section>

      <div className="ts-place-order">
        <p className="ts-place-order__legal">{legal}</p>
        {/* Disabled while placing: a second press would place a second order. */}
        <button type="button" className="ts-button ts-button--primary ts-button--lg ts-checkout-submit" disabled={placing} onClick={onPlaceOrder}>
          {placing ? <span className="ts-checkout-spinner" aria-hidden="true" /> : null}
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
        <span className="ts-sr-only" role="status">
          {placing ? t('checkout.placing') : ''}
        </span>
      </div>
    </section>
  );
}
