/**
 * The cart's item count as the header shows it: the server keeps it in a cookie scripts may read
 * (`tessera_cart_count=en-us.3`, per site), so no page asks the server for it. After a change in this tab the
 * commerce code announces it, and the header reads the cookie again.
 */
const COOKIE = 'tessera_cart_count';
export const CART_CHANGED_EVENT = 'tessera:cart-changed';

/** The count of the cart on the site of `locale`, 0 without one. */
export function cartCount(cookie: string, locale: string): number {
  for (const pair of cookie.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== COOKIE) continue;
    const at = value.lastIndexOf('.');
    if (value.slice(0, at) !== locale) return 0;
    const count = Number(value.slice(at + 1));
    return Number.isInteger(count) && count > 0 ? count : 0;
  }
  return 0;
}

/** Tells the header (and other tabs' listeners in this one) that the cart changed. */
export function announceCartChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
