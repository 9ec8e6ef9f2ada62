/**
 * Fields that hold HTML from the content service (spec 001 §3), at any depth of a block: the common
 * block fields, promo messages' and the footer newsletter's `richText`, mega menu items' `titleHtml`.
 */
export const HTML_FIELDS: ReadonlySet<string> = new Set(['titleHtml', 'subtitleHtml', 'richText', 'richTextBelowTargets', 'legal']);

export type SanitizeHtml = (html: string) => string;

/**
 * A copy of `value` whose HTML fields passed through `sanitize`. Keys in `skip` (child-block slots,
 * sanitized on their own) are copied as they are.
 */
export function sanitizeHtmlFields(value: unknown, sanitize: SanitizeHtml, skip: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => sanitizeHtmlFields(item, sanitize));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (skip.has(key)) out[key] = field;
    else if (HTML_FIELDS.has(key) && typeof field === 'string') out[key] = sanitize(field);
    else out[key] = sanitizeHtmlFields(field, sanitize);
  }
  return out;
}
