import type { PageView } from '../data/page-data';
import type * as CheckoutRoute from '../routes/checkout';
import type * as OrderRoute from '../routes/order-confirmation';

type CheckoutModule = typeof CheckoutRoute;
type OrderModule = typeof OrderRoute;

let checkout: CheckoutModule | undefined;
let order: OrderModule | undefined;

/**
 * The checkout's and the confirmation's pages are chunks of their own (forms, their rules and the checkout's
 * components): the cart, the app route shoppers open most, loads without them. Loaded before the route first
 * renders, like the app routes' chunk, so nothing suspends.
 */
export async function loadAppPage(view: PageView): Promise<void> {
  if (view === 'checkout') checkout ??= await import('../routes/checkout');
  else if (view === 'order-confirmation') order ??= await import('../routes/order-confirmation');
}

function loaded<T>(module: T | undefined, view: PageView): T {
  if (!module) throw new Error(`The ${view} page rendered before its chunk loaded (call loadAppView first)`);
  return module;
}

export const checkoutModule = (): CheckoutModule => loaded(checkout, 'checkout');
export const orderModule = (): OrderModule => loaded(order, 'order-confirmation');
