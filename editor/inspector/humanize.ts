/**
 * A field's name as a label when its block gives none: `backgroundColor` → "Background color", `hideOnBreakpoint` →
 * "Hide on breakpoint", `cta_text` → "Cta text". Block definitions label the fields editors use most.
 */
export function humanize(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, i) => (i > 0 && !/^[A-Z]{2,}$/.test(word) ? word.toLowerCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
