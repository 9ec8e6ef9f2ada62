/** Initialisms a field name may spell in lower case (`seo`), written as people read them. */
const INITIALISMS: ReadonlySet<string> = new Set(['seo']);

/**
 * A field's name as a label when its block gives none: `backgroundColor` → "Background color", `hideOnBreakpoint` →
 * "Hide on breakpoint", `cta_text` → "Cta text", `seo` → "SEO". Block definitions label the fields editors use most.
 */
export function humanize(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, i) => (INITIALISMS.has(word.toLowerCase()) ? word.toUpperCase() : i > 0 && !/^[A-Z]{2,}$/.test(word) ? word.toLowerCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
