import { SCENE } from './landscapes';
import { conifer, linear, radial, seededRandom } from './paint';
import { scenePalettes } from './palettes';
import { ridge, ridgeArea } from './ridges';
import { type Drawing, n } from './svg';

const { width: W, height: H } = SCENE;
const HORIZON = H * 0.56;

/** Centre and half-width of the winding trail at depth y (0 at the horizon, 1 at the bottom edge). */
function trailAt(t: number): readonly [number, number] {
  const centre = W * (0.54 + 0.08 * Math.sin(t * 3.4 + 0.6) - 0.04 * t);
  return [centre, 8 + t * t * W * 0.16];
}

function trailPath(): string {
  const steps = 40;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [c, half] = trailAt(t);
    const y = HORIZON + t * (H - HORIZON);
    left.push(`${n(c - half)} ${n(y)}`);
    right.unshift(`${n(c + half)} ${n(y)}`);
  }
  return `M${left.join('L')}L${right.join('L')}Z`;
}

/** A forest trail at first light: hills, a winding sandy path, conifers that grow as they near, sun rays. */
export function forestTrail(id: string): Drawing {
  const p = scenePalettes.dawn;
  const random = seededRandom(id);
  const hills = [0, 1].map((i) =>
    ridge(random, { width: W, base: HORIZON - 40 + i * 50, amplitude: H * (0.16 - i * 0.05), roughness: 0.45, peaks: 3 }),
  );
  const trees: { x: number; y: number; h: number; shade: string }[] = [];
  for (let i = 0; i < 70; i++) {
    const t = Math.pow(random(), 1.6);
    const y = HORIZON + t * (H - HORIZON) * 0.98;
    const h = 70 + t * 820;
    const [c, half] = trailAt(t);
    const side = random() < 0.5 ? -1 : 1;
    const x = c + side * (half + h * (0.18 + random() * 0.9));
    trees.push({ x, y, h, shade: t < 0.3 ? p.layers[1] : t < 0.65 ? p.layers[2] : p.layers[3] });
  }
  trees.sort((a, b) => a.y - b.y);
  const rays = [0.08, 0.16, 0.27].map(
    (spread, i) =>
      `<path d="M${n(W * 0.78)} 0L${n(W * (0.3 + spread))} ${H}L${n(W * (0.38 + spread))} ${H}Z" fill="${p.sun}" opacity="${0.08 + i * 0.03}"/>`,
  );
  const defs = [
    linear(`${id}-sky`, [
      [0, '#8fa3b0'],
      [0.6, p.sky[2]],
      [1, '#fbeedd'],
    ]),
    linear(`${id}-ground`, [
      [0, '#93a27e'],
      [1, '#2f4a37'],
    ]),
    linear(`${id}-trail`, [
      [0, '#efe3c7'],
      [1, '#c9b48d'],
    ]),
    radial(`${id}-sun`, [
      [0, p.sun, 1],
      [0.25, p.sun, 0.5],
      [1, p.sun, 0],
    ]),
  ].join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`,
    `<circle cx="${n(W * 0.78)}" cy="${n(H * 0.22)}" r="${n(H * 0.5)}" fill="url(#${id}-sun)"/>`,
    ...hills.map((points, i) => `<path d="${ridgeArea(points, W, H)}" fill="${p.layers[i] ?? p.layers[0]}" opacity="${0.6 + i * 0.2}"/>`),
    `<rect x="0" y="${n(HORIZON)}" width="${W}" height="${n(H - HORIZON)}" fill="url(#${id}-ground)"/>`,
    `<path d="${trailPath()}" fill="url(#${id}-trail)"/>`,
    ...trees.map(({ x, y, h, shade }) => conifer(x, y, h, shade)),
    ...rays,
  ].join('');
  return { defs, body };
}
