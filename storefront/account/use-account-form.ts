import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
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

/**
 * An account form's submit, the one way every account form sends: the last problem cleared, `onSubmit` called with
 * the checked values, and what it answers shown (on its field when the form has it, else at the top). A second press
 * while one is on its way sends nothing. `fields` and `alias` are `useAccountProblem`'s.
 */
export function useAccountSubmit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'handleSubmit' | 'setError' | 'formState'>,
  fields: readonly string[],
  onSubmit: (values: T) => SubmitAnswer,
  alias?: Readonly<Record<string, string>>,
) {
  const { problem, revision, show, clear } = useAccountProblem<T>(fields, alias);
  const submit = form.handleSubmit(async (values) => {
    clear();
    const answer = await onSubmit(values);
    if (answer) show(answer, form.setError);
  });
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) event.preventDefault();
    else void submit(event);
  };
  return { problem, revision, send };
}
