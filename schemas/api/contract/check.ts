import { contract } from './map';

/**
 * An answer read with its call's contract (the typed client's `check`, where checking pays: the editor, tests):
 * the parsed value, or not ok when the answer breaks the contract.
 */
export function checkAnswer(key: keyof typeof contract, body: unknown): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  const parsed = contract[key].answer.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}
