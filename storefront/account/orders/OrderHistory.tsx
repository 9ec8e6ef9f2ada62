import { useEffect, useId, useRef } from 'react';
import { formatDate, formatPrice } from '../../../runtime/core';
import { SmartLink, useMessages, useRuntime } from '../../../runtime/react';
import { sectionPath } from '../sections';
import { OrderStatus } from './OrderStatus';
import { ordersOf } from './order-words';
import { useOrderHistory } from './use-orders';

/**
 * The account's orders, newest first: each one's number (the link to it), date, status in words, units, total and
 * its first item's picture; "Show more" adds the next page and takes the focus to the first order it added.
 */
export function OrderHistory({ locale, root }: { readonly locale: string; readonly root: string }) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const history = useOrderHistory(locale);
  const list = useRef<HTMLOListElement>(null);
  const shownBefore = useRef<number | null>(null);
  const orders = ordersOf(history.data?.pages ?? []);
  const total = history.data?.pages.at(-1)?.total ?? 0;

  useEffect(() => {
    const from = shownBefore.current;
    if (from === null || orders.length <= from) return;
    shownBefore.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('.ts-orders__link')[from]?.focus();
  }, [orders.length]);

  const heading = (
    <h2 className="ts-account-section__title" id={`${id}-title`}>
      {t('account.orders.title')}
    </h2>
  );
  if (history.isPending)
    return (
      <section className="ts-account-section ts-orders" aria-labelledby={`${id}-title`} aria-busy="true">
        {heading}
        <p role="status">{t('account.orders.loading')}</p>
      </section>
    );
  if (history.isError && orders.length === 0)
    return (
      <section className="ts-account-section ts-orders" aria-labelledby={`${id}-title`}>
        {heading}
        <p role="alert">{t('account.error.generic')}</p>
        <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={() => void history.refetch()}>
          {t('account.retry')}
        </button>
      </section>
    );
  if (orders.length === 0)
    return (
      <section className="ts-account-section ts-orders" aria-labelledby={`${id}-title`}>
        {heading}
        <p className="ts-orders__empty">{t('account.orders.empty')}</p>
        <SmartLink className="ts-button ts-button--primary ts-button--md" href={root}>
          {t('account.orders.shop')}
        </SmartLink>
      </section>
    );
  return (
    <section className="ts-account-section ts-orders" aria-labelledby={`${id}-title`}>
      {heading}
      <ol className="ts-orders__list" ref={list}>
        {orders.map((order) => (
          <li key={order.orderNumber} className="ts-orders__row">
            <span className="ts-orders__picture">
              {order.firstItem ? <img src={order.firstItem.productImageURL} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
            </span>
            <span className="ts-orders__text">
              <h3 className="ts-orders__number">
                <SmartLink className="ts-orders__link" href={sectionPath(root, 'orders', order.orderNumber)}>
                  {t('account.orders.number', { number: order.orderNumber })}
                </SmartLink>
              </h3>
              <span className="ts-orders__detail">{t('order.placedOn', { date: formatDate(order.createdAt, site.locale.tag, 'long') })}</span>
              <span className="ts-orders__detail">
                {t('account.orders.units', { count: order.totalUnits })} ·{' '}
                {t('account.orders.total', { amount: formatPrice(order.total, order.currency, site.locale.tag) })}
              </span>
            </span>
            <OrderStatus status={order.status} />
          </li>
        ))}
      </ol>
      <p className="ts-orders__count" aria-live="polite">
        {history.isFetchingNextPage ? t('account.orders.loadingMore') : t('account.orders.shown', { shown: orders.length, total })}
      </p>
      {history.hasNextPage ? (
        <button
          type="button"
          className="ts-button ts-button--secondary ts-button--md ts-orders__more"
          aria-disabled={history.isFetchingNextPage || undefined}
          onClick={() => {
            if (history.isFetchingNextPage) return;
            shownBefore.current = orders.length;
            void history.fetchNextPage();
          }}
        >
          {t('account.orders.more')}
        </button>
      ) : null}
    </section>
  );
}
