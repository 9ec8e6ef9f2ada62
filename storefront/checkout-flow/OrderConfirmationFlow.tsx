import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../runtime/react';
import { OrderConfirmation } from '../checkout';
import { checkoutApi } from '../commerce';

/**
 * The order confirmation of `?orderNumber=…&st=…`: the order read with its `st`, the proof a guest holds (spec 000 §7
 * `GET /consumers-v3/consumer/purchase/{orderNumber}`). A wrong or missing pair finds nothing, and says so.
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
  });
  const home = `/${locale}`;
  if (order.data) return <OrderConfirmation order={order.data} continueHref={home} />;
  if (order.isError || orderNumber === '' || st === '') {
    return (
      <div className="ts-order ts-order--missing">
        <h1 className="ts-order__title">{t('order.notFound.title')}</h1>
        <p>{t('order.notFound.text')}</p>
        <a className="ts-button ts-button--primary ts-button--md" href={home}>{t('order.continue')}</a>
      </div>
    );
  }
  return (
    <div className="ts-order ts-order--loading" aria-busy="true">
      <h1 className="ts-order__title">{t('order.loading')}</h1>
    </div>
  );
}
