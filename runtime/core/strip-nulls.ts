/**
 * JSON without its nulls: null object fields and null array entries are dropped (the `removeNulls` contract).
 * Copy on write: a part of `value` that holds no null is returned as it is, so a document without nulls
 * costs one walk and no copy. The input is never changed.
 */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const clean = item === null ? undefined : stripNulls(item);
      if (out === undefined && (item === null || clean !== item)) out = value.slice(0, i);
      if (out !== undefined && item !== null) out.push(clean);
    }
    return out ?? value;
  }
  if (typeof value === 'object' && value !== null) {
    let out: Record<string, unknown> | undefined;
    const entries: [string, unknown][] = Object.entries(value);
    for (let i = 0; i < entries.length; i++) {
      const [key, field] = entries[i]!;
      const clean = field === null ? undefined : stripNulls(field);
      if (out === undefined && (field === null || clean !== field)) out = Object.fromEntries(entries.slice(0, i));
      if (out !== undefined && field !== null) out[key] = clean;
    }
    return out ?? value;
  }
  return value;
}
