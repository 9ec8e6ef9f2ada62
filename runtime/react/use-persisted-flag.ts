import { useCallback, useSyncExternalStore } from 'react';
import type { PersistedFor } from './persisted-store';
import { useRuntime } from './runtime-context';

/**
 * A remembered shopper choice: read from the request's `ts_<name>` cookie (so the server renders it),
 * written back as a cookie for a year, or for the visit (`keep: 'visit'`).
 *
 * @example
 * const [closed, setClosed] = usePersistedFlag(`promo_${block.id}`);
 */
export function usePersistedFlag(name: string, keep: PersistedFor = 'year'): [string | undefined, (value: string) => void] {
  const { persisted } = useRuntime();
  const read = () => persisted.get(name);
  const value = useSyncExternalStore(persisted.subscribe, read, read);
  const write = useCallback((next: string) => persisted.set(name, next, keep), [persisted, name, keep]);
  return [value, write];
}
