import { contourPath, hills } from './contours';
import { between, linear, radial, seededRandom } from './paint';
import { type Brand, stagePalettes } from './palettes';
import { type Drawing, n } from './svg';

/** Product shots are drawn on a square canvas and shown whole at any aspect. */
export const PRODUCT = { width: 1200, height: 1200 } as const;
const { width: W, height: H } = PRODUCT;
/** Where a product stands on its stage unless it says otherwise. */
export const DEFAULT_FLOOR_Y = 900;

/** The brand's faint texture behind a product: contour lines for Ridgeline, speed lines for Kestrel. */
function texture(id: string, brand: Brand, ink: string): string {
  const random = seededRandom(`${id}-texture`);
  if (stagePalettes[brand].texture === 'lines') {
    const lines = Array.from({ length: 14 }, (_, i) => {
      const x = -400 + i * 120 + random() * 40;
      return `<path d="M${n(x)} ${H}L${n(x + 700)} 0" stroke-width="${n(2 + random() * 10)}"/>`;
    });
    return `<g stroke="${ink}" opacity="0.07">${lines.join('')}</g>`;
  }
  const field = hills(Array.from({ length: 3 }, () => [between(random, 0, W), between(random, 0, H), between(random, 180, 320), 1] as const));
  const lines = Array.from({ length: 12 }, (_, i) => `<path d="${contourPath(field, 0.08 + i * 0.08, W, H, 40)}"/>`);
  return `<g fill="none" stroke="${ink}" stroke-width="2" opacity="0.12">${lines.join('')}</g>`;
}

/**
 * Places a product on the brand's stage: a soft wash that fills any aspect, a disc, the texture and a
 * floor shadow under the product.
 */
export function staged(id: string, brand: Brand, product: Drawing, shadowY = DEFAULT_FLOOR_Y): Drawing {
  const p = stagePalettes[brand];
  return {
    defs:
      linear(`${id}-wash`, [
        [0, p.wash[0]],
        [1, p.wash[1]],
      ]) +
      radial(`${id}-shadow`, [
        [0, p.ink, 0.35],
        [1, p.ink, 0],
      ]) +
      product.defs,
    backdrop: `url(#${id}-wash)`,
    body:
      `<circle cx="${W / 2}" cy="${n(H * 0.47)}" r="${n(W * 0.36)}" fill="${p.disc}" opacity="0.14"/>` +
      texture(id, brand, p.ink) +
      `<ellipse cx="${W / 2}" cy="${shadowY}" rx="${n(W * 0.36)}" ry="34" fill="url(#${id}-shadow)"/>` +
      product.body,
  };
}
