import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMessages } from '../../runtime/react';
import type { Order } from '../../schemas';
import { OrderConfirmation, OrderNotCompleted, OrderPaymentPending } from '../checkout';
import { checkoutApi } from '../commerce';

/**
 * The document's title follows the page's heading: the server renders the confirmation's title from its content
 * (it cannot read a shopper's order), so a missing, unpaid or unsettled order retitles the page in the browser.
 */
function useTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** How often a page whose order's payment is still being settled reads it again (the server settles it within a minute or so). */
const PENDING_POLL_MS = 4_000;

/**
 * The order confirmation of `?orderNumber=…&st=…`: the order read with its `st`, the proof a guest holds (spec 000 §7
 * `GET /consumers-v3/consumer/purchase/{orderNumber}`). A wrong or missing pair finds nothing, and says so. Only a
 * paid order is thanked for: one whose payment did not go through says so and leads back to the cart, and one still
 * being settled says that and is read again until it is.
 */
export function OrderConfirmationFlow({ locale, path }: { readonly locale: string; readonly path: string }) {
  const t = useMessages();
  const query = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  const orderNumber = query.get('orderNumber') ?? '';
  const st = query.get('st') ?? '';
  const order = useQuery({
    queryKey: ['order', orderNumber, st],
    queryFn: () => checkoutApi.purchase(orderNumber, st),
    enabled: orderNumber !== '' && st !== '',
    retry: false,
    staleTime: Infinity,
    refetchInterval: (current) => (current.state.data?.status === 'payment_pending' ? PENDING_POLL_MS : false),
  });
  const home = `/${locale}`;
  const missing = order.isError || orderNumber === '' || st === '';
  const found = order.data;
  useTitle(
    found
      ? t(found.failure ? 'order.failed.title' : found.status === 'payment_pending' ? 'order.pending.title' : 'order.thanks')
      : missing
        ? t('order.notFound.title')
        : undefined,
  );
  if (found) return <OrderView order={found} locale={locale} />;
  if (missing) {
    return (
      <div className="ts-order ts-order--missing">
        <h1 className="ts-order__title">{t('order.notFound.title')}</h1>
        <p>{t('order.notFound.text')}</p>
        <a className="ts-button ts-button--primary ts-button--md" href={home}>
          {t('order.continue')}
        </a>
      </div>
    );
  }
  return (
    <div className="ts-order ts-order--loading" aria-busy="true">
      <h1 className="ts-order__title">{t('order.loading')}</h1>
    </div>
  );
}

/** The page for where the order is: not completed (its failure), still being settled, or placed. */
function OrderView({ order, locale }: { readonly order: Order; readonly locale: string }) {
  if (order.failure) return <OrderNotCompleted order={order} cartHref={`/${locale}/cart`} />;
  if (order.status === 'payment_pending') return <OrderPaymentPending order={order} />;
  return <OrderConfirmation order={order} continueHref={`/${locale}`} />;
}
