import { useState } from 'react';

/**
 * A control's own copy of its value, so typing never waits on the store and an in-between text (`1.`, `-`) is not
 * lost when it is not yet a value. It follows the value whenever that changes from outside (undo, another panel).
 */
export function useDraft<T>(external: T): [T, (next: T) => void] {
  const [seen, setSeen] = useState(external);
  const [draft, setDraft] = useState(external);
  if (!Object.is(seen, external)) {
    // React's pattern for state derived from a changed prop: set during render, re-rendered at once.
    setSeen(external);
    setDraft(external);
  }
  return [draft, setDraft];
}
