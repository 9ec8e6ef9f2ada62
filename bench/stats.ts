/** Median of a list of numbers (the figure benchmarks quote: robust to a noisy shared machine). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Spread {
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

/** Lowest, median and highest of a list: what the bench reports across its runs. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('spread of nothing');
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** A new array in random order (Fisher–Yates); `random` returns numbers in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * CPU time `fn` takes on this process, in milliseconds (user + system, microsecond resolution). Unlike wall
 * clock it does not count time the machine gave to other processes; run the process with V8's
 * `--single-threaded` so garbage collection and compilation happen on this thread and are counted too.
 */
export function cpuTime(fn: () => unknown): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** A variant whose input is made untimed just before each timed call (e.g. a new document revision). */
export interface PreparedVariant<T = unknown> {
  readonly prepare: () => T;
  readonly run: (input: T) => unknown;
}

export type Variant = (() => unknown) | PreparedVariant;
export type Variants = Readonly<Record<string, Variant>>;

/** A variant ready to call once: its input prepared first, outside any timing. */
export function callable(variant: Variant): () => unknown {
  if (typeof variant === 'function') return variant;
  const input = variant.prepare();
  return () => variant.run(input);
}

/**
 * One run: `rounds` rounds, each timing every variant once in a freshly shuffled order, so neither the
 * machine's drift nor a fixed position in the round favours any of them. A prepared variant's input is made
 * just before its call and is not timed. Returns each variant's times, round by round (index i of every list
 * is the same round).
 */
export function interleavedRun(
  variants: Variants,
  rounds: number,
  measure: (fn: () => unknown) => number = cpuTime,
  random: () => number = Math.random,
): Record<string, number[]> {
  const names = Object.keys(variants);
  const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of shuffled(names, random)) times[name]!.push(measure(callable(variants[name]!)));
  }
  return times;
}

/** Median over the rounds of a run of A's time over B's in the same round. */
export function pairedRatio(times: Readonly<Record<string, readonly number[]>>, a: string, b: string): number {
  const ta = times[a];
  const tb = times[b];
  if (!ta || !tb || ta.length !== tb.length) throw new Error(`no paired times for ${a} and ${b}`);
  return median(ta.map((t, i) => t / tb[i]!));
}

export const fmt = (n: number, digits = 2): string => n.toFixed(digits);

export const fmtSpread = (s: Spread, digits = 2, unit = ''): string =>
  `${fmt(s.median, digits)}${unit} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;
