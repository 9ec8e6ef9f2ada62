import { useId } from 'react';
import { formatDate } from '../../runtime/core';
import { SmartLink, useMessages, useRuntime } from '../../runtime/react';
import type { Order } from '../../schemas';
import { CheckoutIcon } from './icons';
import { OrderDetails } from './OrderDetails';

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

      <OrderDetails order={order} />

      <p className="ts-confirmation__continue">
        <SmartLink className="ts-button ts-button--primary ts-button--lg" href={continueHref}>
          {t('order.continue')}
        </SmartLink>
      </p>
    </article>
  );
}
