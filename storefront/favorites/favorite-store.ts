/**
 * The hearts' state in this browser: which products of a site are in the shopper's favourites, read once after
 * hydration (never in the server's HTML: pages stay the same for everyone) and changed by the hearts. Every heart of a
 * page reads the one store, so a product shown twice shows one state. The calls are injected: the store is plain
 * logic, and the commerce client loads only when a heart needs it.
 */

/** What a heart shows: nothing until the list is known, then on or off, maybe with a change on its way or refused. */
export type HeartState =
  { readonly known: false } | { readonly known: true; readonly on: boolean; readonly pending: boolean; readonly failed: boolean };

export interface FavoriteEntry {
  readonly favoriteId: string;
  readonly itemId: string;
}

interface ListPage {
  readonly favoriteId: string | null;
  readonly items: readonly { readonly id: string; readonly itemId: string }[];
  readonly total: number;
}

export interface FavoriteCalls {
  /** Whether the browser holds a session at all: without one there are no favourites to read. */
  readonly hasSession: () => boolean;
  readonly read: (locale: string, start: number, count: number) => Promise<ListPage>;
  readonly add: (locale: string, productId: string) => Promise<ListPage>;
  readonly remove: (locale: string, favoriteId: string, itemId: string) => Promise<ListPage>;
}

/** The most a read asks for (the contract's page maximum). */
export const READ_PAGE = 100;

/** The product ids of the pages read so far, with what taking each out needs. */
export function entriesOf(pages: readonly ListPage[]): Map<string, FavoriteEntry> {
  const entries = new Map<string, FavoriteEntry>();
  for (const page of pages) {
    if (!page.favoriteId) continue;
    for (const item of page.items) entries.set(item.id, { favoriteId: page.favoriteId, itemId: item.itemId });
  }
  return entries;
}

interface SiteState {
  loaded: boolean;
  entries: Map<string, FavoriteEntry>;
  pending: Set<string>;
  failed: Set<string>;
}

const UNKNOWN: HeartState = { known: false };

export interface FavoriteStore {
  readonly subscribe: (listener: () => void) => () => void;
  /** A product's heart; the same object while nothing about it changed (a `useSyncExternalStore` snapshot). */
  readonly heart: (locale: string, productId: string) => HeartState;
  /** Reads the site's list once (later calls share it). */
  readonly load: (locale: string) => Promise<void>;
  /** Turns a product's heart on or off; refused, it goes back and says so. */
  readonly toggle: (locale: string, productId: string) => Promise<void>;
  /** Reads the lists read so far again (changed elsewhere: the favourites page, a sign-in), the hearts showing the old state meanwhile. */
  readonly refresh: () => Promise<void>;
}

export function createFavoriteStore(calls: FavoriteCalls): FavoriteStore {
  const sites = new Map<string, SiteState>();
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const snapshots = new Map<string, HeartState>();
  const emit = () => {
    snapshots.clear();
    for (const listener of listeners) listener();
  };

  const readAll = async (locale: string): Promise<Map<string, FavoriteEntry>> => {
    if (!calls.hasSession()) return new Map();
    const pages: ListPage[] = [];
    let start = 0;
    for (;;) {
      const page = await calls.read(locale, start, READ_PAGE);
      pages.push(page);
      start += page.items.length;
      if (page.items.length === 0 || start >= page.total) return entriesOf(pages);
    }
  };

  const heart = (locale: string, productId: string): HeartState => {
    const site = sites.get(locale);
    if (!site?.loaded) return UNKNOWN;
    const key = `${locale} ${productId}`;
    let snapshot = snapshots.get(key);
    if (!snapshot) {
      snapshot = { known: true, on: site.entries.has(productId), pending: site.pending.has(productId), failed: site.failed.has(productId) };
      snapshots.set(key, snapshot);
    }
    return snapshot;
  };

  const load = (locale: string): Promise<void> => {
    let promise = loading.get(locale);
    if (!promise) {
      promise = readAll(locale).then(
        (entries) => {
          sites.set(locale, { loaded: true, entries, pending: new Set(), failed: new Set() });
          emit();
        },
        () => {
          // The list could not be read: the hearts stay hidden rather than say "not a favourite" wrongly; a later page tries again.
          loading.delete(locale);
        },
      );
      loading.set(locale, promise);
    }
    return promise;
  };

  const toggle = async (locale: string, productId: string): Promise<void> => {
    const site = sites.get(locale);
    if (!site?.loaded || site.pending.has(productId)) return;
    const entry = site.entries.get(productId);
    site.pending.add(productId);
    site.failed.delete(productId);
    emit();
    try {
      if (entry) {
        await calls.remove(locale, entry.favoriteId, entry.itemId);
        site.entries.delete(productId);
      } else {
        const page = await calls.add(locale, productId);
        const added = entriesOf([page]).get(productId);
        // The answer is the list's first page, newest first: the product is on it.
        if (added) site.entries.set(productId, added);
      }
    } catch {
      site.failed.add(productId);
    } finally {
      site.pending.delete(productId);
      emit();
    }
  };

  const refresh = async (): Promise<void> => {
    await Promise.all(
      [...sites.keys()].map((locale) =>
        readAll(locale).then(
          (entries) => {
            const site = sites.get(locale);
            if (site) site.entries = entries;
          },
          () => undefined,
        ),
      ),
    );
    emit();
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    heart,
    load,
    toggle,
    refresh,
  };
}
