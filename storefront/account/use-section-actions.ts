import { useEffect, useRef, useState } from 'react';

/**
 * Where the focus goes once a change shows: `focusLater(target)` remembers it, and after each render `find` looks
 * for its element (the card just saved may only appear with the next answer); found, it takes the focus once.
 */
export function useFocusLater<T>(find: (target: T) => HTMLElement | null): (target: T) => void {
  const pending = useRef<{ readonly value: T } | null>(null);
  const [, setAsked] = useState(0);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    const element = find(target.value);
    if (!element) return;
    element.focus();
    pending.current = null;
  });
  return (value: T) => {
    pending.current = { value };
    setAsked((asked) => asked + 1);
  };
}

export interface SectionProblem {
  readonly message?: string | undefined;
  /** Grows with each attempt: the alert says the same words again when the same thing fails twice. */
  readonly revision: number;
}

/**
 * A section's actions (make main, delete, add): `run` clears the last problem, marks the section busy, and turns
 * a failure into the words `wordsOf` gives it, shown in the section's alert.
 */
export function useSectionActions(wordsOf: (failure: unknown) => string | undefined, initial?: string) {
  const [problem, setProblem] = useState<SectionProblem>({ message: initial, revision: 0 });
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>): Promise<void> => {
    setProblem((p) => ({ revision: p.revision + 1 }));
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setProblem((p) => ({ message: wordsOf(failure), revision: p.revision + 1 }));
    } finally {
      setBusy(false);
    }
  };
  return { problem, busy, run };
}
