import sharp from 'sharp';
import { MAX_IMAGE_SIDE, renderDemoImage } from './index';
import { LruBytes } from './raster-cache';
import { isAbort, RenderQueue } from './render-queue';
import { RasterDiskCache, defaultRasterCacheBytes, defaultRasterCacheDirectory } from './raster-disk-cache';

export const rasterFormats = ['webp', 'jpg', 'png'] as const;
export type RasterFormat = (typeof rasterFormats)[number];

export const rasterMime: Readonly<Record<RasterFormat, string>> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

export interface RasterOptions {
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** 1–100; png stays lossless and ignores it. */
  readonly quality: number;
  /** 0–100; 0 leaves the image as drawn. */
  readonly sharpen: number;
}

/** 64 MB or 500 images, whichever fills first: a demo catalogue at its usual sizes fits comfortably. */
const cache = new LruBytes<Buffer>(64 * 1024 * 1024, 500);
const disk = new RasterDiskCache(defaultRasterCacheDirectory(), defaultRasterCacheBytes());

/**
 * Renders queued at most. Past it, a request for a picture not drawn yet gets the vector original and nothing
 * is queued: a crawler asking for thousands of sizes cannot pile up work (or memory) the shoppers would wait behind.
 */
export const MAX_QUEUED_RENDERS = 24;
/** Concurrent requests for the same image share one render instead of racing. */
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * Renders run one at a time: a page asks for all its images at once, and rasterising them in parallel
 * would take the CPU the server needs for its HTML and scripts. Images then arrive in request order. A render
 * queued for the cache that has not started within 15 s, or whose waiting client went away, is dropped.
 */
const queue = new RenderQueue(MAX_QUEUED_RENDERS, 15_000);
/** Renders queued or running. */
export const rastersBeingDrawn = (): number => queue.size;
/** Renders dropped since start because nobody wanted them any more when their turn came. */
export const rastersDropped = (): number => queue.dropped;
/** Renders queued since start. */
export const rastersQueued = (): number => queue.queued;

/**
 * A 3×3 sharpening kernel for the 0–100 scale of image URLs (100 → centre weight 3, neighbours −0.5).
 * NB: a small convolution, not sharp's unsharp mask: that one converts colour spaces and blurs with a
 * wide Gaussian, several times slower on the doubled-size images a page asks for all at once.
 */
function sharpenKernel(sharpen: number) {
  const a = (0.5 * sharpen) / 100;
  return { width: 3, height: 3, kernel: [0, -a, 0, -a, 1 + 4 * a, -a, 0, -a, 0] };
}

async function render(svg: string, format: RasterFormat, opts: RasterOptions): Promise<Buffer> {
  let image = sharp(Buffer.from(svg), { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE });
  if (opts.sharpen > 0) image = image.convolve(sharpenKernel(opts.sharpen));
  if (format === 'webp')
    image = image.webp({ quality: opts.quality, effort: 2 }); // effort 2 of 6: first requests stay quick
  else if (format === 'jpg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality: opts.quality, mozjpeg: true });
  else image = image.png({ compressionLevel: 9 });
  return image.toBuffer();
}

/**
 * A demo image as webp, jpeg or png at the asked size (the SVG is drawn at that size, then rasterised). A
 * shopper never waits behind other renders: when the renderer is busy and the picture is not drawn yet, it is
 * drawn in the background and the answer is `'drawing'` (the caller serves the vector original meanwhile); an
 * idle renderer draws it at once. Unknown ids give undefined; results are kept in a bounded LRU, and on disk
 * across restarts.
 * @example await rasterImageNow('rl-dawn-ridge', 'webp', { width: 1600, height: 2000, quality: 50, sharpen: 60 })
 */
export async function rasterImageNow(
  id: string,
  format: RasterFormat,
  opts: RasterOptions,
  signal?: AbortSignal,
): Promise<Buffer | 'drawing' | undefined> {
  const key = `${id}.${format}?w=${opts.width ?? ''}&h=${opts.height ?? ''}&q=${opts.quality}&s=${opts.sharpen}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = inFlight.get(key);
  if (pending) return 'drawing';
  const svg = renderDemoImage(id, { width: opts.width, height: opts.height });
  if (svg === undefined) return undefined;
  const diskKey = RasterDiskCache.key([svg, format, String(opts.quality), String(opts.sharpen)]);
  const kept = await disk.get(diskKey, format);
  if (kept) {
    cache.set(key, kept);
    return kept;
  }
  const busy = queue.size > 0;
  if (queue.full) return 'drawing';
  // An idle renderer draws for the request, which waits (and is dropped if it leaves first); a busy one draws
  // for the cache while the request gets the vector original.
  const job = queue
    .run(() => render(svg, format, opts), busy ? undefined : signal)
    .then(async (drawn) => {
      await disk.set(diskKey, format, drawn);
      cache.set(key, drawn);
      return drawn;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  if (!busy) return job;
  job.catch((error: unknown) => {
    if (!isAbort(error)) console.error(`[tessera] could not draw ${key}`, error);
  });
  return 'drawing';
}
