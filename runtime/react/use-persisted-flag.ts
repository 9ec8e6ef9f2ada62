import { useCallback, useSyncExternalStore } from 'react';
import { useRuntime } from './runtime-context';

/**
 * A remembered shopper choice: read from the request's `ts_<name>` cookie (so the server renders it),
 * written back as a cookie for a year.
 *
 * @example
 * const [closed, setClosed] = usePersistedFlag(`promo_${block.id}`);
 */
export function usePersistedFlag(name: string): [string | undefined, (value: string) => void] {
  const { persisted } = useRuntime();
  const read = () => persisted.get(name);
  const value = useSyncExternalStore(persisted.subscribe, read, read);
  const write = useCallback((next: string) => persisted.set(name, next), [persisted, name]);
  return [value, write];
}
