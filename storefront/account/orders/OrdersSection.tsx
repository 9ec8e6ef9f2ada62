import type { AccountSectionProps } from '../section-views';
import { AccountOrder } from './AccountOrder';
import { OrderHistory } from './OrderHistory';

/** The account's "Orders" section: the list at `/account/orders`, one order at `/account/orders/{orderNumber}`. */
export function OrdersSection({ locale, root, item }: AccountSectionProps) {
  return item === undefined ? <OrderHistory locale={locale} root={root} /> : <AccountOrder key={item} orderNumber={item} root={root} />;
}
