const NAMING_FIELDS = ['text', 'title', 'name', 'label', 'variantId', 'id', 'url'] as const;

/**
 * A short name for a list item, from the first of its naming fields that is set (a button's text, a column's
 * title…), or the item itself when it is text; undefined when nothing names it.
 */
export function itemSummary(item: unknown): string | undefined {
  if (typeof item === 'string') return item.trim() || undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  for (const field of NAMING_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 60);
  }
  return undefined;
}
