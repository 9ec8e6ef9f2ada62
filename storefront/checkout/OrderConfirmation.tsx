import { useId } from 'react';
import { formatDate } from '../../runtime/core';
import { SmartLink, useMessages, useRuntime } from '../../runtime/react';
import type { Order } from '../../schemas';
import { AddressSummary } from './AddressSummary';
import { CardMark } from './CardMark';
import { deliveryTimeText, methodName } from './delivery';
import { CheckoutIcon } from './icons';
import { LineItems } from './LineItems';
import { OrderTotals } from './OrderTotals';

export interface OrderConfirmationProps {
  readonly order: Order;
  readonly continueHref: string;
}

/**
 * After the order (spec 000 §2 /order-confirmation): thanks, the order number to quote, where the confirmation
 * went, and what was ordered, where it goes, how it was paid and what it cost.
 */
export function OrderConfirmation({ order, continueHref }: OrderConfirmationProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const shipment = order.shipments[0];
  const payment = order.paymentMethod[0];
  const brand = payment ? t('checkout.card.brand', { brand: payment.brand }) : '';
  return (
    <article className="ts-confirmation" aria-labelledby={`${id}-title`}>
      <header className="ts-confirmation__head">
        <span className="ts-confirmation__tick" aria-hidden="true">
          <CheckoutIcon name="check" />
        </span>
        <h1 className="ts-confirmation__title" id={`${id}-title`}>
          {t('order.thanks')}
        </h1>
        <p className="ts-confirmation__number">
          <span className="ts-confirmation__number-label">{t('order.number')}</span>
          <strong className="ts-confirmation__number-value">{order.orderNumber}</strong>
        </p>
        <p className="ts-confirmation__sent">{t('order.sentTo', { email: order.email })}</p>
        <p className="ts-confirmation__meta">
          {t('order.placedOn', { date: formatDate(order.createdAt, site.locale.tag, 'long') })} · {t('order.nextSteps')}
        </p>
      </header>

      <div className="ts-confirmation__body">
        <section className="ts-confirmation__items" aria-labelledby={`${id}-items`}>
          <h2 className="ts-confirmation__heading" id={`${id}-items`}>
            {t('order.items')}
          </h2>
          <LineItems items={order.items} />
          <h2 className="ts-sr-only">{t('order.summary')}</h2>
          <OrderTotals totals={order.totals} />
        </section>

        <div className="ts-confirmation__details">
          {shipment ? (
            <section className="ts-confirmation__card" aria-labelledby={`${id}-shipping`}>
              <h2 className="ts-confirmation__heading" id={`${id}-shipping`}>
                {t('order.shipping')}
              </h2>
              <AddressSummary address={shipment.address} />
              <p className="ts-confirmation__method">
                <strong>{methodName(shipment.shippingMethod.code, t)}</strong>
                <span>{deliveryTimeText(shipment.shippingMethod.deliveryTime, t)}</span>
              </p>
            </section>
          ) : null}
          <section className="ts-confirmation__card" aria-labelledby={`${id}-billing`}>
            <h2 className="ts-confirmation__heading" id={`${id}-billing`}>
              {t('order.billing')}
            </h2>
            <AddressSummary address={order.billingAddress} showPhone={false} />
          </section>
          {payment ? (
            <section className="ts-confirmation__card" aria-labelledby={`${id}-payment`}>
              <h2 className="ts-confirmation__heading" id={`${id}-payment`}>
                {t('order.payment')}
              </h2>
              <p className="ts-review__card">
                <CardMark brand={payment.brand} />
                <span>{t('checkout.card.ending', { brand, last4: payment.last4 })}</span>
              </p>
            </section>
          ) : null}
        </div>
      </div>

      <p className="ts-confirmation__continue">
        <SmartLink className="ts-button ts-button--primary ts-button--lg" href={continueHref}>
          {t('order.continue')}
        </SmartLink>
      </p>
    </article>
  );
}
