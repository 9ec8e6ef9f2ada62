/** Drops a query, hash and trailing slashes so "the end of the path" is the last segment's end. */
const bare = (path: string): string => path.replace(/[?#].*$/, '').replace(/\/+$/, '');

/**
 * The product id at the end of a path: two capitals then six or more capitals or digits (spec 001 §2).
 *
 * @example
 * extractProductId('/en-us/p/trail-runner-RL10023456') // 'RL10023456'
 */
export function extractProductId(path: string): string | null {
  return /[A-Z]{2}[A-Z0-9]{6,}$/.exec(bare(path))?.[0] ?? null;
}

/**
 * The last run of four to seven digits in a path, not part of a longer number (spec 001 §2).
 *
 * @example
 * extractCategoryId('/en-gb/c/running-shoes-1234') // '1234'
 */
export function extractCategoryId(path: string): string | null {
  const runs = bare(path).match(/(?<!\d)\d{4,7}(?!\d)/g);
  return runs?.at(-1) ?? null;
}
