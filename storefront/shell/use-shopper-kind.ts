import { useSyncExternalStore } from 'react';
import { SHOPPER_CHANGED_EVENT, shopperKind, type ShopperKind } from '../commerce';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SHOPPER_CHANGED_EVENT, onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener(SHOPPER_CHANGED_EVENT, onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

/**
 * Whether the shopper is signed in, from the browser's own note of the session (no request). The server renders a
 * guest, which keeps every page cacheable; the browser says the truth right after hydrating.
 */
export function useShopperKind(): ShopperKind {
  return useSyncExternalStore(
    subscribe,
    () => shopperKind(document.cookie),
    () => 'Guest',
  );
}
