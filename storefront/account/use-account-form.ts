import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AccountProblem } from './errors';

/** What a form's `onSubmit` answers: nothing when it went through, else the problem to show. */
export type SubmitAnswer = Promise<void | AccountProblem>;

/**
 * The form-level problem of an account form and where a refused call's problem goes: onto its field when the form
 * has that field (focused, so the shopper lands on it), else at the top. What the shopper typed stays: react-hook-form
 * keeps the values, and nothing here resets them. `alias` names a field the form calls otherwise (`newPassword` →
 * `password` on the sign-up form).
 */
export function useAccountProblem<T extends FieldValues>(fields: readonly string[], alias: Readonly<Record<string, string>> = {}) {
  const [problem, setProblem] = useState<{ shown?: AccountProblem; revision: number }>({ revision: 0 });
  const clear = () => setProblem((p) => ({ revision: p.revision + 1 }));
  const show = (answer: AccountProblem, setError: UseFormSetError<T>) => {
    const field = answer.field === undefined ? undefined : (alias[answer.field] ?? answer.field);
    if (field !== undefined && fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: answer.message }, { shouldFocus: true });
      clear();
      return;
    }
    setProblem((p) => ({ shown: answer, revision: p.revision + 1 }));
  };
  return { problem: problem.shown, revision: problem.revision, clear, show };
}
