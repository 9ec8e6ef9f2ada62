import { n } from './svg';

/** A height field sampled anywhere on the canvas. */
export type Field = (x: number, y: number) => number;

/** Marching-squares segments per case: pairs of cell edges (0 top, 1 right, 2 bottom, 3 left) a contour crosses. */
const CASES: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[3, 2]],
  [[2, 1]],
  [[3, 1]],
  [[0, 1]],
  [
    [3, 0],
    [2, 1],
  ],
  [[0, 2]],
  [[3, 0]],
  [[3, 0]],
  [[0, 2]],
  [
    [0, 1],
    [3, 2],
  ],
  [[0, 1]],
  [[3, 1]],
  [[2, 1]],
  [[3, 2]],
  [],
];

/**
 * The contour line of a field at one level, as path data. Lines of different levels never cross,
 * which is what makes a map read as terrain.
 */
export function contourPath(field: Field, level: number, width: number, height: number, step: number): string {
  const parts: string[] = [];
  const cross = (a: number, b: number): number => (a === b ? 0.5 : (level - a) / (b - a));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const tl = field(x, y);
      const tr = field(x + step, y);
      const br = field(x + step, y + step);
      const bl = field(x, y + step);
      const index = (tl > level ? 8 : 0) | (tr > level ? 4 : 0) | (br > level ? 2 : 0) | (bl > level ? 1 : 0);
      const edge = (e: number): string => {
        if (e === 0) return `${n(x + cross(tl, tr) * step)} ${n(y)}`;
        if (e === 1) return `${n(x + step)} ${n(y + cross(tr, br) * step)}`;
        if (e === 2) return `${n(x + cross(bl, br) * step)} ${n(y + step)}`;
        return `${n(x)} ${n(y + cross(tl, bl) * step)}`;
      };
      for (const [from, to] of CASES[index] ?? []) parts.push(`M${edge(from)}L${edge(to)}`);
    }
  }
  return parts.join('');
}

/** Rounded hills: the sum of a few soft bumps, with a faint ripple so no contour is a perfect ellipse. */
export function hills(bumps: readonly (readonly [x: number, y: number, radius: number, height: number])[]): Field {
  return (x, y) =>
    bumps.reduce((sum, [bx, by, r, h]) => sum + h * Math.exp(-((x - bx) ** 2 + (y - by) ** 2) / (2 * r * r)), 0) +
    0.04 * Math.sin(x / 130) * Math.cos(y / 170);
}
