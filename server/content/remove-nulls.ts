/**
 * `removeNulls=true`: drops null object properties and null array items, at every depth.
 * Returns new objects; the stored document is never touched.
 */
export function removeNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(removeNulls);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== null) out[key] = removeNulls(item);
    }
    return out;
  }
  return value;
}
