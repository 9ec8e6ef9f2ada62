import type { ImageSpec } from './image-spec';
import { SCENE } from './landscapes';
import { between, linear, radial, seededRandom } from './paint';
import { PRODUCT } from './stage';
import { type Drawing, n } from './svg';

/** Shoppers' photos are square, as the networks crop them. */
export const SNAPSHOT = { width: 1080, height: 1080 } as const;
const { width: W, height: H } = SNAPSHOT;

/**
 * A shopper's photo: a product set down in one of the brand's scenes (boots on the ridge, shoes on the
 * towpath) or, for clothes, held up against the view; slightly tilted, with the warm cast and vignette of
 * a phone camera. The scene's crop, the
 * product's place, size and tilt, and the light all follow from the id, so each photo is its own.
 */
export function snapshot(scene: ImageSpec, product: ImageSpec, pose: 'ground' | 'held' = 'ground'): ImageSpec {
  const { subject } = product;
  if (!subject) throw new Error(`"${product.title}" is not a product: it cannot be placed in a scene`);
  return {
    title: `${product.title}, photographed by a customer: ${scene.title.charAt(0).toLowerCase()}${scene.title.slice(1)}`,
    natural: SNAPSHOT,
    fit: 'cover',
    draw: (id) => {
      const random = seededRandom(id);
      const back = scene.draw(`${id}-scene`);
      const item = subject.draw(`${id}-item`);
      // The scene fills the square by height; the pan picks which part of its width shows.
      const sceneScale = H / SCENE.height;
      const panX = -between(random, 0, 1) * (SCENE.width * sceneScale - W);
      const held = pose === 'held';
      const size = between(random, held ? 0.62 : 0.5, held ? 0.74 : 0.66) * W;
      const itemScale = size / PRODUCT.width;
      const floor = between(random, held ? 0.78 : 0.86, held ? 0.86 : 0.95) * H;
      const x = between(random, 0.36, 0.64) * W - size / 2;
      const y = floor - subject.floorY * itemScale;
      const tilt = between(random, held ? -6 : -12, held ? 6 : 12);
      const warmth = between(random, 0.04, 0.12);
      return {
        defs:
          back.defs +
          item.defs +
          radial(`${id}-shadow`, [
            [0, '#000000', 0.45],
            [1, '#000000', 0],
          ]) +
          radial(
            `${id}-vignette`,
            [
              [0.55, '#000000', 0],
              [1, '#000000', 0.38],
            ],
            [0.5, 0.5, 0.75],
          ) +
          linear(`${id}-light`, [
            [0, '#fff3d6', warmth],
            [1, '#3b2a14', warmth],
          ]),
        body:
          `<g transform="translate(${n(panX)} 0) scale(${Math.round(sceneScale * 1000) / 1000})">` +
          (back.backdrop ? `<rect width="${SCENE.width}" height="${SCENE.height}" fill="${back.backdrop}"/>` : '') +
          `${back.body}</g>` +
          (held ? '' : `<ellipse cx="${n(x + size / 2)}" cy="${n(floor)}" rx="${n(size * 0.4)}" ry="${n(size * 0.05)}" fill="url(#${id}-shadow)"/>`) +
          `<g transform="rotate(${n(tilt)} ${n(x + size / 2)} ${n(floor)}) translate(${n(x)} ${n(y)}) scale(${Math.round(itemScale * 1000) / 1000})">${item.body}</g>` +
          `<rect width="${W}" height="${H}" fill="url(#${id}-light)"/>` +
          `<rect width="${W}" height="${H}" fill="url(#${id}-vignette)"/>`,
      } satisfies Drawing;
    },
  };
}
