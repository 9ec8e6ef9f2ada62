import type { AccountSectionProps } from '../section-views';
import { AccountOrder } from './AccountOrder';
import { OrderHistory } from './OrderHistory';

/** The account's "Orders" section: the list at `/account/orders`, one order at `/account/orders/{orderNumber}`
 * (in lower case, as every path: order numbers are upper case, so the item is read back so). */
export function OrdersSection({ locale, root, item }: AccountSectionProps) {
  return item === undefined ? <OrderHistory locale={locale} root={root} /> : <AccountOrder key={item} orderNumber={item.toUpperCase()} root={root} />;
}
