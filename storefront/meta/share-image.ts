import type { ShareImage } from '../data/page-data';

/**
 * The size of a link preview's picture: 1.91:1 as Open Graph and X advise, on the image pipeline's ladder (a width it
 * draws, so the URL is served without snapping).
 */
export const SHARE_IMAGE_SIZE = { width: 1280, height: 672 } as const;

/** A picture of the store's image pipeline: `/images/{id}.{svg|webp|jpg|png}`, on the store's origin or none. */
const PIPELINE = /^\/images\/([A-Za-z0-9][A-Za-z0-9_-]{0,119})\.(?:svg|webp|jpg|png)$/;

/**
 * The picture link previews and crawlers get for `picture` (a page's or a product's), absolute: the pipeline's JPEG
 * at the share size for a picture of the store's own pipeline (no network renders an SVG preview), any other picture
 * as it is.
 * @example shareImage('https://shop.test', '/images/rl-hero.svg?w=640') // { url: 'https://shop.test/images/rl-hero.jpg?w=1280&h=672', width: 1280, height: 672 }
 */
export function shareImage(origin: string, picture: string): ShareImage {
  const url = new URL(picture, origin);
  const own = url.origin === new URL(origin).origin ? PIPELINE.exec(url.pathname) : null;
  if (!own) return { url: url.href };
  const { width, height } = SHARE_IMAGE_SIZE;
  return { url: `${url.origin}/images/${own[1]}.jpg?w=${width}&h=${height}`, width, height };
}
