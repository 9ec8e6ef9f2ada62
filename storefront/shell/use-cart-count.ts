import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, cartCount } from '../commerce';

/** Read again when this tab changes the cart, and when the shopper comes back to it from another tab. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * The units in the shopper's cart on this site, from the cookie the server keeps (no request). The server renders
 * 0, which keeps every page cacheable; the browser shows the count right after hydrating.
 */
export function useCartCount(locale: string): number {
  return useSyncExternalStore(
    subscribe,
    () => cartCount(document.cookie, locale),
    () => 0,
  );
}
