/** The buy-in-store session (spec 000 §3), kept in session storage so it ends with the tab. */
export interface InStoreSession {
  readonly storeId: string;
  readonly storeName: string;
  readonly storeEmployeeId: string;
  readonly storeEmployeeName: string;
}

const KEYS = ['storeId', 'storeName', 'storeEmployeeId', 'storeEmployeeName'] as const;
const PREFIX = 'tessera.inStore.';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The session's values, or null unless both storeId and storeEmployeeId are there (spec 000 §6 "connected"). */
export function readInStoreSession(storage: Storage): InStoreSession | null {
  const read = (key: (typeof KEYS)[number]): string => storage.getItem(PREFIX + key) ?? '';
  const storeId = read('storeId');
  const storeEmployeeId = read('storeEmployeeId');
  if (!storeId || !storeEmployeeId) return null;
  return { storeId, storeName: read('storeName'), storeEmployeeId, storeEmployeeName: read('storeEmployeeName') };
}

export function startInStoreSession(storage: Storage, session: InStoreSession): void {
  for (const key of KEYS) storage.setItem(PREFIX + key, session[key]);
}

/** Ends the mode; the storefront then sends the associate to `/{locale}/associate-login` (spec 000 §2). */
export function endInStoreSession(storage: Storage): void {
  for (const key of KEYS) storage.removeItem(PREFIX + key);
}

/** What a placed order carries (`PUT /cart/v2/checkout/order`'s `inStoreSalesInfo`), absent outside the mode. */
export function inStoreSalesInfo(session: InStoreSession | null): { storeId: string; storeEmployeeId: string } | undefined {
  return session ? { storeId: session.storeId, storeEmployeeId: session.storeEmployeeId } : undefined;
}

/** Spec 000 §4: favourites and saved-for-later are disabled for employees connected in store. */
export const wishlistsDisabled = (session: InStoreSession | null): boolean => session !== null;
