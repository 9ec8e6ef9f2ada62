/** Cookie names allow a token only; anything else in a flag name becomes `_`. */
export const persistedCookieName = (name: string): string => `ts_${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** How long a choice is remembered: a year, or the visit (a session cookie, gone when the browser closes). */
export type PersistedFor = 'year' | 'visit';

/**
 * Remembered shopper choices (`ts_*` cookies). Seeded from the request's cookies so the server renders
 * the same state the browser will, then kept in sync with `document.cookie` on writes.
 */
export class PersistedStore {
  readonly #values: Map<string, string>;
  readonly #listeners = new Set<() => void>();

  constructor(initial: Readonly<Record<string, string>>) {
    this.#values = new Map(Object.entries(initial));
  }

  get(name: string): string | undefined {
    return this.#values.get(persistedCookieName(name));
  }

  set(name: string, value: string, keep: PersistedFor = 'year'): void {
    const cookie = persistedCookieName(name);
    this.#values.set(cookie, value);
    if (typeof document !== 'undefined') {
      const age = keep === 'year' ? `; max-age=${ONE_YEAR_SECONDS}` : '';
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${cookie}=${encodeURIComponent(value)}; path=/${age}; SameSite=Lax${secure}`;
    }
    for (const listener of this.#listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}
