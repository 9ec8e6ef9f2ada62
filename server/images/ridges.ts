import { type Random, between, polyline } from './paint';

export type Point = readonly [number, number];

export interface RidgeOptions {
  readonly width: number;
  /** Mean height of the ridge line (y grows downwards). */
  readonly base: number;
  /** How far the first peaks may rise above the base. */
  readonly amplitude: number;
  /** How much each halving keeps of the displacement: low is smooth hills, high is jagged rock. */
  readonly roughness: number;
  readonly peaks?: number;
  readonly depth?: number;
}

/** A mountain ridge by midpoint displacement: a few random peaks, refined into ever smaller crags. */
export function ridge(random: Random, { width, base, amplitude, roughness, peaks = 4, depth = 6 }: RidgeOptions): Point[] {
  let heights = Array.from({ length: peaks + 1 }, () => base - between(random, 0, amplitude));
  let spread = amplitude * 0.45;
  for (let level = 0; level < depth; level++) {
    const next: number[] = [];
    heights.forEach((h, i) => {
      next.push(h);
      const following = heights[i + 1];
      if (following !== undefined) next.push((h + following) / 2 + (random() - 0.5) * spread);
    });
    heights = next;
    spread *= roughness;
  }
  const step = width / (heights.length - 1);
  return heights.map((y, i) => [i * step, y] as const);
}

/** The filled area under a ridge, down to the canvas bottom. */
export const ridgeArea = (points: readonly Point[], width: number, bottom: number): string => `${polyline(points)}L${width} ${bottom}L0 ${bottom}Z`;

/** The line where snow gives way to rock: a gently wavering band below the peaks. */
export function snowline(random: Random, width: number, line: number): string {
  const edge = ridge(random, { width, base: line, amplitude: 50, roughness: 0.7, peaks: 8, depth: 5 });
  return `${polyline(edge)}L${width} 0L0 0Z`;
}

/** Points evenly spaced along a ridge, for trees standing on it. */
export const alongRidge = (points: readonly Point[], every: number): Point[] => points.filter((_, i) => i % every === 0);
