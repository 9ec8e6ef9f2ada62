import { useId } from 'react';
import { useMessages } from '../../runtime/react';
import type { Order } from '../../schemas';

/**
 * The confirmation page of an order whose payment the store is still settling (the call that placed it was cut
 * off): no thanks yet, and no second order either. The page reads the order again until it is settled; the words
 * are a status, so the change is announced.
 */
export function OrderPaymentPending({ order }: { readonly order: Order }) {
  const t = useMessages();
  const id = useId();
  return (
    <article className="ts-confirmation ts-confirmation--pending" aria-labelledby={`${id}-title`} aria-busy="true">
      <header className="ts-confirmation__head">
        <span className="ts-checkout-spinner ts-confirmation__spinner" aria-hidden="true" />
        <h1 className="ts-confirmation__title" id={`${id}-title`}>
          {t('order.pending.title')}
        </h1>
        <p className="ts-confirmation__sent" role="status">
          {t('order.pending.text')}
        </p>
        <p className="ts-confirmation__number">
          <span className="ts-confirmation__number-label">{t('order.number')}</span>
          <span className="ts-confirmation__number-value">{order.orderNumber}</span>
        </p>
      </header>
    </article>
  );
}
