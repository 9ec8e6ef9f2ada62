import { fmt } from '../stats';

/** A latency distribution as the editor bench reports it, in milliseconds. */
export interface Latency {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

/** The value below which `p` percent of the samples lie (nearest rank, so always a measured sample). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of nothing');
  if (p <= 0 || p > 100) throw new RangeError(`percentile ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}

export const latency = (values: readonly number[]): Latency => ({
  count: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: Math.max(...values),
});

export const fmtLatency = (l: Latency): string => `p50 ${fmt(l.p50, 1)} ms, p95 ${fmt(l.p95, 1)} ms (max ${fmt(l.max, 1)}, ${l.count} samples)`;
