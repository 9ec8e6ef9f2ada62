import { conifer, linear, radial, seededRandom } from './paint';
import { type SceneMood, scenePalettes } from './palettes';
import { type Point, alongRidge, ridge, ridgeArea, snowline } from './ridges';
import { type Drawing, n } from './svg';

export const SCENE = { width: 2400, height: 1350 } as const;
const { width: W, height: H } = SCENE;

export interface MountainOptions {
  readonly mood: SceneMood;
  /** A lake in the foreground that mirrors the ridges. */
  readonly lake?: boolean;
  /** Where the sun or moon sits, as fractions of the canvas. */
  readonly sun?: readonly [number, number];
}

function stars(random: () => number): string {
  const dots = Array.from({ length: 140 }, () => {
    const r = random() < 0.9 ? 1.4 : 2.6;
    return `<circle cx="${n(random() * W)}" cy="${n(random() * H * 0.5)}" r="${r}" opacity="${n(0.3 + random() * 0.6)}"/>`;
  });
  return `<g fill="#ffffff">${dots.join('')}</g>`;
}

/** Layered mountain ridges under a graded sky, with mist, a sun or moon, trees and an optional lake. */
export function mountains(id: string, { mood, lake = false, sun = [0.62, 0.42] }: MountainOptions): Drawing {
  const p = scenePalettes[mood];
  const random = seededRandom(id);
  const horizon = lake ? H * 0.62 : H * 0.78;
  const layers: Point[][] = p.layers.map((_, i) =>
    ridge(random, {
      width: W,
      base: horizon - (3 - i) * H * 0.07 + (lake ? 0 : i * H * 0.03),
      amplitude: H * ((lake ? 0.24 : 0.3) - i * 0.05),
      roughness: 0.62 - i * 0.05,
      peaks: 3 + i,
    }),
  );
  const defs = [
    linear(`${id}-sky`, [
      [0, p.sky[0]],
      [0.55, p.sky[1]],
      [1, p.sky[2]],
    ]),
    radial(`${id}-sun`, [
      [0, p.sun, 0.95],
      [0.18, p.sun, 0.55],
      [1, p.sun, 0],
    ]),
    linear(`${id}-mist`, [
      [0, p.mist, 0],
      [0.5, p.mist, 0.45],
      [1, p.mist, 0],
    ]),
    linear(`${id}-water`, [
      [0, p.water[0]],
      [1, p.water[1]],
    ]),
    `<clipPath id="${id}-lake"><rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}"/></clipPath>`,
  ].join('');
  const [sx, sy] = sun;
  const ridges = layers.map((points, i) => {
    const fill = p.layers[i] ?? p.layers[3];
    const area = ridgeArea(points, W, H);
    // Snow is the part of the farthest ridge above a wavering snowline.
    const snow =
      'snow' in p && i === 0
        ? `<clipPath id="${id}-ridge${i}"><path d="${area}"/></clipPath>` +
          `<path d="${snowline(random, W, Math.min(...points.map(([, y]) => y)) + H * 0.09)}" fill="${p.snow}" opacity="0.9" clip-path="url(#${id}-ridge${i})"/>`
        : '';
    const mist = i < 3 ? `<rect x="0" y="${n(horizon - H * (0.12 - i * 0.02))}" width="${W}" height="${n(H * 0.1)}" fill="url(#${id}-mist)"/>` : '';
    const trees =
      i >= 2
        ? alongRidge(points, 4 - i + 2)
            .map(([x, y]) => conifer(x, y + 6, 40 + i * 26 + random() * 30, fill))
            .join('')
        : '';
    return `<path d="${area}" fill="${fill}"/>${snow}${trees}${mist}`;
  });
  const scenery = ridges.join('');
  const water = lake
    ? `<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#${id}-water)"/>` +
      `<g clip-path="url(#${id}-lake)" opacity="0.35"><g transform="translate(0 ${n(horizon * 2)}) scale(1 -1)">${scenery}</g></g>` +
      shimmer(random, horizon, p.sun)
    : '';
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`,
    'stars' in p ? stars(random) : '',
    `<circle cx="${n(W * sx)}" cy="${n(H * sy)}" r="${n(H * 0.42)}" fill="url(#${id}-sun)"/>`,
    `<circle cx="${n(W * sx)}" cy="${n(H * sy)}" r="${n(H * 0.05)}" fill="${p.sun}"/>`,
    scenery,
    water,
  ].join('');
  return { defs, body };
}

/** Light glinting on still water: short horizontal strokes, denser towards the sun's column. */
function shimmer(random: () => number, horizon: number, color: string): string {
  const lines = Array.from({ length: 70 }, () => {
    const y = horizon + 8 + random() * (H - horizon);
    const x = W * 0.62 + (random() - 0.5) * W * (0.15 + ((y - horizon) / H) * 1.2);
    const len = 20 + random() * 120;
    return `<path d="M${n(x - len / 2)} ${n(y)}h${n(len)}" stroke="${color}" stroke-width="${n(1.5 + random() * 3)}" opacity="${n(0.15 + random() * 0.4)}"/>`;
  });
  return `<g stroke-linecap="round">${lines.join('')}</g>`;
}
