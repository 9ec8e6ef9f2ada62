import { n } from './svg';

/** A gradient stop: offset 0–1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

const stops = (list: readonly Stop[]): string =>
  list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset * 100)}%" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

/** A linear gradient in bounding-box units; the default runs top to bottom. */
export function linear(id: string, list: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient in bounding-box units, centred unless told otherwise. */
export function radial(id: string, list: readonly Stop[], [cx, cy, r] = [0.5, 0.5, 0.5]): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** Deterministic pseudo-random numbers in [0, 1), seeded from a string, so an image never changes between requests. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

/** A value between min and max. */
export const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

/** An open polyline through points, for the `d` attribute. */
export const polyline = (points: readonly (readonly [number, number])[]): string =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');

/** A conifer of three stacked tiers standing on (x, y). */
export function conifer(x: number, y: number, height: number, fill: string): string {
  const w = height * 0.42;
  const tiers = [0, 0.3, 0.55].map((lift, i) => {
    const top = y - height + lift * height * 0.35;
    const base = y - height * (0.62 - lift);
    const half = w * (0.55 + i * 0.25);
    return `M${n(x)} ${n(top)}L${n(x + half)} ${n(base)}L${n(x - half)} ${n(base)}Z`;
  });
  const trunk = `M${n(x - w * 0.06)} ${n(y - height * 0.1)}h${n(w * 0.12)}V${n(y)}h${n(-w * 0.12)}Z`;
  return `<path d="${tiers.join('')}${trunk}" fill="${fill}"/>`;
}
