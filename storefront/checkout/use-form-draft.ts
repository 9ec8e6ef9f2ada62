import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'ts_draft:';

function read(key: string): unknown {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    return stored === null ? undefined : (JSON.parse(stored) as unknown);
  } catch {
    return undefined;
  }
}

/** Forgets a form's draft (once the server holds what it said). */
export function clearFormDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage refused (a private window, a full quota): there is nothing to forget.
  }
}

/**
 * Keeps what a shopper types in a form through a reload of the tab: each change is written to the tab's session
 * storage under `key` and read back when the form mounts again, over the values it started with. Only for forms
 * without secrets (an address, never a card). Without a key, nothing is kept.
 */
export function useFormDraft<T extends FieldValues>(key: string | undefined, form: Pick<UseFormReturn<T>, 'watch' | 'reset' | 'getValues'>): void {
  const { watch, reset, getValues } = form;
  useEffect(() => {
    if (key === undefined) return undefined;
    const draft = read(key);
    if (draft !== null && typeof draft === 'object') {
      const current = getValues() as Record<string, unknown>;
      const merged = Object.fromEntries(
        Object.entries(current).map(([name, value]) => {
          const saved = (draft as Record<string, unknown>)[name];
          // Nested groups (the address) merge field by field; a field the draft lacks keeps its value.
          if (value !== null && typeof value === 'object' && saved !== null && typeof saved === 'object') return [name, { ...value, ...saved }];
          return [name, typeof saved === typeof value ? saved : value];
        }),
      );
      reset(merged as T, { keepDefaultValues: true });
    }
    const watching = watch((values) => {
      try {
        sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
      } catch {
        // Storage refused: the form works as before, without surviving a reload.
      }
    });
    return () => watching.unsubscribe();
  }, [key, watch, reset, getValues]);
}
