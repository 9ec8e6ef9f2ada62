import type { Image } from '../../schemas';
import { snapToLadder } from '../../runtime/core';

/** Spec 001 §9: image transforms ask for quality 50, doubled dimensions and a default sharpen of 60. */
export const IMAGE_QUALITY = 50;
export const IMAGE_SHARPEN = 60;
export const IMAGE_SCALE = 2;
/** The server's bounds for a requested side. */
const MIN_SIDE = 16;
const MAX_SIDE = 4000;

export type ImageFormat = 'webp' | 'jpg';

/** Tessera's own generated images: `/images/{id}.{ext}` with an optional query. */
const ownImage = /^\/images\/([A-Za-z0-9][A-Za-z0-9_-]{0,119})\.(?:svg|webp|jpg|png)(?:\?(.*))?$/;

const positiveInt = (raw: string | null | undefined): number | undefined => {
  const n = raw == null || !/^\d+$/.test(raw) ? Number.NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Doubles a box, shrinking it as a whole when a side would exceed what the server renders, then snaps it to the server's ladder of widths. */
function doubled(width: number | undefined, height: number | undefined): { w?: number; h?: number } {
  const w = width === undefined ? undefined : width * IMAGE_SCALE;
  const h = height === undefined ? undefined : height * IMAGE_SCALE;
  const fit = Math.min(1, MAX_SIDE / Math.max(w ?? 0, h ?? 0, 1));
  const side = (v: number | undefined) => (v === undefined ? undefined : Math.max(MIN_SIDE, Math.round(v * fit)));
  const out: { w?: number; h?: number } = {};
  const sw = side(w);
  const sh = side(h);
  if (sw !== undefined) out.w = sw;
  if (sh !== undefined) out.h = sh;
  return snapToLadder(out);
}

/**
 * The transformed URL for one of Tessera's own `/images/` sources: the image's box doubled (for sharp
 * high-density screens), in the given raster format, at quality 50 and sharpen 60 unless the content URL
 * already names its own `q=` or `sharpen=`. Any other URL is returned unchanged.
 * @example transformedImageUrl({ url: '/images/rl-dawn.svg?w=800&h=1000', alt: '', width: 800, height: 1000 }, 'webp')
 *   // → '/images/rl-dawn.webp?w=1600&h=2000&q=50&sharpen=60'
 */
export function transformedImageUrl(image: Image, format: ImageFormat): string {
  const request = transformRequest(image);
  return request ? request.url(format, request.w, request.h) : image.url;
}

/** What a transformed URL of one of Tessera's own images is made of: its doubled box, and a URL at any box. */
function transformRequest(image: Image) {
  const match = ownImage.exec(image.url);
  if (!match) return undefined;
  const [, id, query] = match;
  const given = new URLSearchParams(query ?? '');
  const { w, h } = doubled(image.width ?? positiveInt(given.get('w')), image.height ?? positiveInt(given.get('h')));
  const q = positiveInt(given.get('q'));
  const sharpen = given.get('sharpen');
  const url = (format: ImageFormat, width: number | undefined, height: number | undefined) => {
    const params = new URLSearchParams();
    if (width !== undefined) params.set('w', String(width));
    if (height !== undefined) params.set('h', String(height));
    params.set('q', String(q !== undefined && q <= 100 ? q : IMAGE_QUALITY));
    params.set('sharpen', sharpen !== null && /^\d{1,3}$/.test(sharpen) && Number(sharpen) <= 100 ? sharpen : String(IMAGE_SHARPEN));
    return `/images/${id}.${format}?${params.toString()}`;
  };
  return { w, h, url };
}

/** The widths a responsive image is offered at below its doubled width (steps of the server's ladder, so caches see few variants). */
export const RESPONSIVE_WIDTHS = [400, 640, 960, 1280, 1920, 2560] as const;

/**
 * A `srcset` of one of Tessera's own images at several widths (`w` descriptors), up to its doubled width, the
 * height in proportion, so the browser fetches what the slot its `sizes` names needs at the screen's density.
 * Undefined for other URLs, or when the image's width is unknown.
 * @example transformedImageSrcSet({ url: '/images/rl-dawn.svg', alt: '', width: 480, height: 270 }, 'webp')
 *   // → '/images/rl-dawn.webp?w=400&h=225&q=50&sharpen=60 400w, …, /images/rl-dawn.webp?w=960&h=540&q=50&sharpen=60 960w'
 */
export function transformedImageSrcSet(image: Image, format: ImageFormat): string | undefined {
  const request = transformRequest(image);
  if (!request?.w) return undefined;
  const { w, h } = request;
  const widths = [...RESPONSIVE_WIDTHS.filter((width) => width < w), w];
  return widths.map((width) => `${request.url(format, width, h === undefined ? undefined : Math.round((h * width) / w))} ${width}w`).join(', ');
}

/** Whether an image is one the server can transform (and so worth a webp `<source>`). */
export const isTransformable = (image: Image): boolean => ownImage.test(image.url);
