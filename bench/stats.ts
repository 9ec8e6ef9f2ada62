/** Median of a list of numbers (the figure benchmarks quote: robust to a noisy shared machine). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const ms = (ns: bigint): number => Number(ns) / 1e6;

/** Times `fn` once, in milliseconds. */
export function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return ms(process.hrtime.bigint() - start);
}

/**
 * Runs A and B alternately (A B A B …) after a warm-up, so drift of the machine's speed hits both alike,
 * and returns each one's timings and the pairwise ratios A/B.
 */
export function pairwise(a: () => unknown, b: () => unknown, runs: number, warmup: number) {
  for (let i = 0; i < warmup; i++) { a(); b(); }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    ta.push(time(a));
    tb.push(time(b));
  }
  return { a: ta, b: tb, ratios: ta.map((x, i) => x / tb[i]!) };
}

export const fmt = (n: number, digits = 2): string => n.toFixed(digits);
