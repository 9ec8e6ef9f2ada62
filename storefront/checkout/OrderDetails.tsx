import { useId } from 'react';
import { useMessages } from '../../runtime/react';
import type { Order } from '../../schemas';
import { AddressSummary } from './AddressSummary';
import { CardMark } from './CardMark';
import { deliveryTimeText, methodName } from './delivery';
import { LineItems } from './LineItems';
import { OrderTotals } from './OrderTotals';

export interface OrderDetailsProps {
  readonly order: Order;
  /** The level of the parts' headings: 2 on the confirmation (below its h1), 3 in the account (below the order's h2). */
  readonly level?: 2 | 3;
}

/**
 * What an order holds: its lines and totals, where it goes and how, the billing address and the card. The order
 * confirmation and the account's order page both show it.
 */
export function OrderDetails({ order, level = 2 }: OrderDetailsProps) {
  const t = useMessages();
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const shipment = order.shipments[0];
  const payment = order.paymentMethod[0];
  const brand = payment ? t('checkout.card.brand', { brand: payment.brand }) : '';
  return (
    <div className="ts-confirmation__body">
      <section className="ts-confirmation__items" aria-labelledby={`${id}-items`}>
        <Heading className="ts-confirmation__heading" id={`${id}-items`}>
          {t('order.items')}
        </Heading>
        <LineItems items={order.items} />
        <Heading className="ts-sr-only">{t('order.summary')}</Heading>
        <OrderTotals totals={order.totals} />
      </section>

      <div className="ts-confirmation__details">
        {shipment ? (
          <section className="ts-confirmation__card" aria-labelledby={`${id}-shipping`}>
            <Heading className="ts-confirmation__heading" id={`${id}-shipping`}>
              {t('order.shipping')}
            </Heading>
            <AddressSummary address={shipment.address} />
            <p className="ts-confirmation__method">
              <strong>{methodName(shipment.shippingMethod.code, t)}</strong>
              <span>{deliveryTimeText(shipment.shippingMethod.deliveryTime, t)}</span>
            </p>
          </section>
        ) : null}
        <section className="ts-confirmation__card" aria-labelledby={`${id}-billing`}>
          <Heading className="ts-confirmation__heading" id={`${id}-billing`}>
            {t('order.billing')}
          </Heading>
          <AddressSummary address={order.billingAddress} showPhone={false} />
        </section>
        {payment ? (
          <section className="ts-confirmation__card" aria-labelledby={`${id}-payment`}>
            <Heading className="ts-confirmation__heading" id={`${id}-payment`}>
              {t('order.payment')}
            </Heading>
            <p className="ts-review__card">
              <CardMark brand={payment.brand} />
              <span>{t('checkout.card.ending', { brand, last4: payment.last4 })}</span>
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
