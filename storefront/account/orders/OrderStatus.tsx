import { useMessages } from '../../../runtime/react';
import type { OrderStatus as Status } from '../../../schemas';
import { statusTone } from './order-words';

/** An order's status in words, in a badge whose colour only repeats them. */
export function OrderStatus({ status }: { readonly status: Status }) {
  const t = useMessages();
  return <span className={`ts-order-status ts-order-status--${statusTone(status)}`}>{t('account.orders.status', { status })}</span>;
}
