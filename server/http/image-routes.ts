import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../schemas';
import { demoImageInfo, MAX_IMAGE_SIDE, renderDemoImage } from '../images/index';
import { ApiError } from './api-error';
import { type RasterFormat, rasterImageNow, rasterMime } from '../images/raster';
import { isAbort } from '../images/render-queue';
import { snapToLadder } from '../../runtime/core';

/** Image ids are plain tokens; anything else cannot name a generated image. */
const fileName = /^([A-Za-z0-9][A-Za-z0-9_-]{0,119})\.(svg|webp|jpg|png)$/;

/** An integer query parameter in an inclusive range (quality 1–100, sharpen 0–100). */
const intIn = (min: number, max: number) => {
  const message = `must be an integer from ${min} to ${max}`;
  return text()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
};

/** Spec 001 §9: image transforms default to quality 50 and sharpen 60 when the URL does not say. */
const DEFAULT_QUALITY = 50;
const DEFAULT_SHARPEN = 60;

const dimension = text()
  .regex(/^\d{1,4}$/, 'must be an integer from 16 to 4000')
  .transform(Number)
  .pipe(z.number().min(16, 'must be an integer from 16 to 4000').max(4000, 'must be an integer from 16 to 4000'));

/**
 * A single side asks for the other to follow the picture's aspect; when that side would pass the largest one
 * served (a tall-only request of a wide picture), the request is refused, naming the side that was given.
 */
function refuseOversize(id: string | undefined, w: number | undefined, h: number | undefined): void {
  const natural = id === undefined ? undefined : demoImageInfo(id);
  if (!natural || (w !== undefined && h !== undefined)) return;
  if (h !== undefined && Math.round((h * natural.width) / natural.height) > MAX_IMAGE_SIDE) {
    throw ApiError.badRequest(
      `query.h: at this height the picture would be wider than ${MAX_IMAGE_SIDE} px; ask for a lower h or give w too`,
      'query.h',
    );
  }
  if (w !== undefined && Math.round((w * natural.height) / natural.width) > MAX_IMAGE_SIDE) {
    throw ApiError.badRequest(
      `query.w: at this width the picture would be taller than ${MAX_IMAGE_SIDE} px; ask for a lower w or give h too`,
      'query.w',
    );
  }
}

/** Generated demo images never change for a given URL, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /images/{id}.svg?w=&h=`: the demo content's SVG images, drawn on request; `.webp`, `.jpg` and `.png`
 * (with `q=` and `sharpen=`) rasterise them at the next width of the ladder, or redirect to the SVG (uncached)
 * while the renderer is busy.
 */
export const imageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/images/:file',
    {
      schema: {
        params: z.object({ file: text() }),
        querystring: z.object({
          w: dimension.optional(),
          h: dimension.optional(),
          q: intIn(1, 100).optional(),
          sharpen: intIn(0, 100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const [, id, ext] = fileName.exec(request.params.file) ?? [];
      const { w, h, q, sharpen } = request.query;
      refuseOversize(id, w, h);
      if (id !== undefined && ext !== undefined && ext !== 'svg') {
        const format = ext as RasterFormat;
        // Rasters are drawn at the ladder's widths only: any other size asked for gets the next step up.
        const box = snapToLadder({ w, h });
        // A client that goes away before its picture's turn leaves no render behind.
        const left = new AbortController();
        reply.raw.once('close', () => reply.raw.writableFinished || left.abort());
        const options = { width: box.w, height: box.h, quality: q ?? DEFAULT_QUALITY, sharpen: sharpen ?? DEFAULT_SHARPEN };
        const raster = await rasterImageNow(id, format, options, left.signal).catch((error: unknown) => {
          if (isAbort(error)) return 'gone' as const;
          throw error;
        });
        if (raster === 'gone') return reply.code(499).header('cache-control', 'no-store').send();
        if (raster === undefined) {
          return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Image not found');
        }
        if (raster === 'drawing') {
          // Busy drawing others: the vector original, the same picture at any size, serves this time; the
          // raster is drawn meanwhile and answers the next request. Nobody keeps this answer.
          const size = new URLSearchParams();
          if (w !== undefined) size.set('w', String(w));
          if (h !== undefined) size.set('h', String(h));
          const query = size.toString();
          return reply
            .code(307)
            .header('cache-control', 'no-store')
            .header('location', `/images/${id}.svg${query ? `?${query}` : ''}`)
            .send();
        }
        return reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').type(rasterMime[format]).send(raster);
      }
      const svg = id === undefined ? undefined : renderDemoImage(id, { ...(w ? { width: w } : {}), ...(h ? { height: h } : {}) });
      if (svg === undefined) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Image not found');
      }
      return (
        reply
          .header('cache-control', IMMUTABLE)
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own is a document: it must not run script.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type('image/svg+xml; charset=utf-8')
          .send(svg)
      );
    },
  );
  done();
};
