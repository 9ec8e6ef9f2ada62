/**
 * Whether this browser's shopper is signed in, as a hint the header can read without a request: the tokens are
 * HttpOnly, so the browser notes the kind of each session answer (`POST /fapi/session`, sign-in, sign-out) in a
 * cookie of its own. It only words the account icon's label; what an account page shows is the server's answer.
 */
const COOKIE = 'tessera_shopper';
export const SHOPPER_CHANGED_EVENT = 'tessera:shopper-changed';
/** As long as the refresh token (30 days): past it the browser is a guest again anyway. */
const MAX_AGE_S = 30 * 86_400;

export type ShopperKind = 'Guest' | 'Registered';

/** The kind the last session answer in this browser said; Guest without one. */
export function shopperKind(cookie: string): ShopperKind {
  for (const pair of cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIE) return value === 'Registered' ? 'Registered' : 'Guest';
  }
  return 'Guest';
}

/** Notes a session answer's kind, and tells the header when it changed. */
export function noteShopperKind(kind: ShopperKind): void {
  if (typeof document === 'undefined') return;
  const before = shopperKind(document.cookie);
  document.cookie =
    kind === 'Registered' ? `${COOKIE}=Registered; path=/; max-age=${MAX_AGE_S}; samesite=lax` : `${COOKIE}=; path=/; max-age=0; samesite=lax`;
  if (before !== kind) window.dispatchEvent(new Event(SHOPPER_CHANGED_EVENT));
}
