/** JSON without its nulls: null object fields and null array entries are dropped (the `removeNulls` contract). */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(stripNulls);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) if (field !== null) out[key] = stripNulls(field);
    return out;
  }
  return value;
}
