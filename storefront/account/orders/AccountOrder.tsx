import { useEffect, useId, useRef } from 'react';
import { formatDate, isApiError } from '../../../runtime/core';
import { SmartLink, useMessages, useRuntime } from '../../../runtime/react';
import { OrderDetails } from '../../checkout/OrderDetails';
import { sectionPath } from '../sections';
import { OrderStatus } from './OrderStatus';
import { isOrderNumber } from './order-words';
import { useOrder } from './use-orders';

/** The way back to the list, above every state of the page. */
function BackLink({ root }: { readonly root: string }) {
  const t = useMessages();
  return (
    <p className="ts-orders__back">
      <SmartLink href={sectionPath(root, 'orders')}>
        <span aria-hidden="true">← </span>
        {t('account.orders.back')}
      </SmartLink>
    </p>
  );
}

/**
 * One of the account's orders at `/{locale}/account/orders/{orderNumber}`: its number, date and status, then what the
 * order confirmation shows of it (lines, totals, addresses, delivery, card). Not the account's, or no such order: the
 * same "not found", as the server answers both.
 */
export function AccountOrder({ orderNumber, root }: { readonly orderNumber: string; readonly root: string }) {
  const valid = isOrderNumber(orderNumber);
  return valid ? <FoundOrder orderNumber={orderNumber} root={root} /> : <OrderNotFound root={root} />;
}

function OrderNotFound({ root }: { readonly root: string }) {
  const t = useMessages();
  const id = useId();
  return (
    <section className="ts-account-section ts-orders" aria-labelledby={`${id}-title`}>
      <BackLink root={root} />
      <h2 className="ts-account-section__title" id={`${id}-title`}>
        {t('account.orders.notFound.title')}
      </h2>
      <p>{t('account.orders.notFound.text')}</p>
    </section>
  );
}

function FoundOrder({ orderNumber, root }: { readonly orderNumber: string; readonly root: string }) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const order = useOrder(orderNumber);
  const title = useRef<HTMLHeadingElement>(null);
  const found = order.data;
  // The page changed below the shell: the focus goes to the order's heading, so a screen reader starts there.
  useEffect(() => {
    if (found) title.current?.focus();
  }, [found]);

  if (order.isPending)
    return (
      <section className="ts-account-section ts-orders" aria-busy="true">
        <BackLink root={root} />
        <p role="status">{t('order.loading')}</p>
      </section>
    );
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <OrderNotFound root={root} />;
    return (
      <section className="ts-account-section ts-orders">
        <BackLink root={root} />
        <p role="alert">{t('account.error.generic')}</p>
        <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={() => void order.refetch()}>
          {t('account.retry')}
        </button>
      </section>
    );
  }
  const data = order.data;
  return (
    <article className="ts-account-section ts-orders ts-order-page" aria-labelledby={`${id}-title`}>
      <BackLink root={root} />
      <header className="ts-order-page__head">
        <h2 className="ts-account-section__title" id={`${id}-title`} ref={title} tabIndex={-1}>
          {t('account.orders.number', { number: data.orderNumber })}
        </h2>
        <p className="ts-order-page__meta">
          <span>{t('order.placedOn', { date: formatDate(data.createdAt, site.locale.tag, 'long') })}</span>
          <OrderStatus status={data.status} />
        </p>
      </header>
      <OrderDetails order={data} level={3} />
    </article>
  );
}
