import { SCENE } from './landscapes';
import { type Random, between, linear, seededRandom } from './paint';
import { contourPath, hills } from './contours';
import { type Drawing, n } from './svg';

const { width: W, height: H } = SCENE;

export interface TextureColors {
  readonly background: readonly [string, string];
  readonly ink: string;
  readonly accent: string;
}

/** Contour lines of a few hills, every fifth line heavier, as on a trail map. */
export function topographic(id: string, colors: TextureColors): Drawing {
  const random = seededRandom(id);
  const field = hills(
    Array.from(
      { length: 6 },
      () => [between(random, 0.05, 0.95) * W, between(random, 0.1, 0.9) * H, between(random, 160, 380), between(random, 0.5, 1)] as const,
    ),
  );
  const lines = Array.from({ length: 20 }, (_, i) => {
    const heavy = i % 5 === 4;
    const d = contourPath(field, 0.05 + i * 0.06, W, H, 30);
    return `<path d="${d}" stroke="${heavy ? colors.accent : colors.ink}" stroke-width="${heavy ? 4 : 2}" opacity="${heavy ? 0.8 : 0.45}"/>`;
  });
  return {
    defs: linear(
      `${id}-bg`,
      [
        [0, colors.background[0]],
        [1, colors.background[1]],
      ],
      [0, 0, 1, 1],
    ),
    body: `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/><g fill="none" stroke-linecap="round">${lines.join('')}</g>`,
  };
}

function stripe(random: Random, colors: TextureColors, i: number): string {
  const x = -600 + i * 140 + random() * 60;
  const w = between(random, 12, i % 4 === 0 ? 110 : 40);
  const color = random() < 0.22 ? colors.accent : colors.ink;
  return `<path d="M${n(x)} ${H}L${n(x + 900)} 0h${n(w)}L${n(x + w)} ${H}Z" fill="${color}" opacity="${n(0.08 + random() * 0.5)}"/>`;
}

/** Speed lines: diagonal bands of varied weight racing across the canvas, with one bright disc. */
export function speedLines(id: string, colors: TextureColors): Drawing {
  const random = seededRandom(id);
  const bands = Array.from({ length: 26 }, (_, i) => stripe(random, colors, i));
  return {
    defs: linear(
      `${id}-bg`,
      [
        [0, colors.background[0]],
        [1, colors.background[1]],
      ],
      [0, 0, 1, 1],
    ),
    body:
      `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>` +
      `<circle cx="${n(W * 0.68)}" cy="${n(H * 0.45)}" r="${n(H * 0.3)}" fill="${colors.accent}" opacity="0.9"/>` +
      bands.join(''),
  };
}

/** A halftone field: a grid of dots that swell towards a focal point. */
export function halftone(id: string, colors: TextureColors): Drawing {
  const random = seededRandom(id);
  const fx = W * between(random, 0.55, 0.75);
  const fy = H * between(random, 0.35, 0.6);
  const dots: string[] = [];
  for (let y = 30; y < H; y += 60) {
    for (let x = 30 + ((y / 60) % 2) * 30; x < W; x += 60) {
      const d = Math.hypot(x - fx, y - fy) / W;
      const r = Math.max(2, 26 * (1 - d * 1.6));
      dots.push(`<circle cx="${x}" cy="${y}" r="${n(r)}"/>`);
    }
  }
  return {
    defs: linear(
      `${id}-bg`,
      [
        [0, colors.background[0]],
        [1, colors.background[1]],
      ],
      [0, 0, 1, 1],
    ),
    body:
      `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/><g fill="${colors.ink}" opacity="0.85">${dots.join('')}</g>` +
      `<circle cx="${n(fx)}" cy="${n(fy)}" r="120" fill="${colors.accent}"/>`,
  };
}
