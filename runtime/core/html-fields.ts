/**
 * Fields that hold HTML from the content service (spec 001 §3), at any depth of a block: the common
 * block fields, promo messages' and the footer newsletter's `richText`, mega menu items' `titleHtml`.
 */
export const HTML_FIELDS: ReadonlySet<string> = new Set(['titleHtml', 'subtitleHtml', 'richText', 'richTextBelowTargets', 'legal']);

export type SanitizeHtml = (html: string) => string;

const NONE: ReadonlySet<string> = new Set();

/**
 * `value` with its HTML fields passed through `sanitize`. Keys in `skip` (child-block slots, sanitized on
 * their own) are kept as they are. Copy on write: an object or array in which nothing changed (clean HTML
 * comes back from `sanitize` as the same string) is returned as it is; the input is never changed.
 */
export function sanitizeHtmlFields(value: unknown, sanitize: SanitizeHtml, skip: ReadonlySet<string> = NONE): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const clean = sanitizeHtmlFields(item, sanitize);
      if (out === undefined && clean !== item) out = value.slice(0, i);
      if (out !== undefined) out.push(clean);
    }
    return out ?? value;
  }
  if (typeof value !== 'object' || value === null) return value;
  let out: Record<string, unknown> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const field = (value as Record<string, unknown>)[key];
    const clean = skip.has(key) ? field : HTML_FIELDS.has(key) && typeof field === 'string' ? sanitize(field) : sanitizeHtmlFields(field, sanitize);
    if (out === undefined && clean !== field) out = { ...value };
    if (out !== undefined) out[key] = clean;
  }
  return out ?? value;
}
