import { z } from 'zod';

/** Half of a surrogate pair without its other half: JavaScript strings may hold one; UTF-8, and so PostgreSQL, cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What `text()` answers for a string PostgreSQL cannot store. */
export const UNSTORABLE_TEXT = 'must not contain the NUL character (U+0000) or half of a surrogate pair';

/**
 * Whether PostgreSQL can store `value`: no NUL character (refused in text and in JSON) and no lone surrogate
 * (not Unicode, so not UTF-8). A whole surrogate pair (an emoji) is fine.
 */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The one string schema of Tessera: `z.string()` that refuses what PostgreSQL cannot store, anywhere in the string,
 * before any other rule of the field runs (so the first issue, the one a 400 names, says why). Every string of
 * every schema is built from it — request fields, headers, params, query, record keys, content and answers — and
 * ESLint refuses a bare `z.string()` elsewhere. Chain the usual rules after it.
 * @param message what the issue says: the default for APIs and editors, a message key for the shopper's forms.
 * @example
 * const nameSchema = text().trim().min(1).max(120);
 * const headersSchema = z.record(text(), text());
 */
export function text(message: string = UNSTORABLE_TEXT): z.ZodString {
  return z.string().refine(isStorableText, { message });
}
