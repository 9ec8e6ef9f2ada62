import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderDemoImage } from '../images/index';

/** Image ids are plain tokens; anything else cannot name a generated image. */
const fileName = /^([A-Za-z0-9][A-Za-z0-9_-]{0,119})\.svg$/;

const dimension = z
  .string()
  .regex(/^\d{1,4}$/, 'must be an integer from 16 to 4000')
  .transform(Number)
  .pipe(z.number().min(16, 'must be an integer from 16 to 4000').max(4000, 'must be an integer from 16 to 4000'));

/** Generated demo images never change for a given URL, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /images/{id}.svg?w=&h=`: the demo content's SVG images, drawn on request. */
export const imageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/images/:file', {
    schema: { params: z.object({ file: z.string() }), querystring: z.object({ w: dimension.optional(), h: dimension.optional() }) },
  }, async (request, reply) => {
    const id = fileName.exec(request.params.file)?.[1];
    const { w, h } = request.query;
    const svg = id === undefined ? undefined : renderDemoImage(id, { ...(w ? { width: w } : {}), ...(h ? { height: h } : {}) });
    if (svg === undefined) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Image not found');
    }
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own is a document: it must not run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
  done();
};
