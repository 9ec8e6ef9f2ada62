import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginCallback } from 'fastify';

/** Content types of the files an HLS stream is made of (RFC 8216 §4; CMAF segments are `video/iso.segment`). */
export const mediaTypes: Readonly<Record<string, string>> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
};

/** The demo streams never change under one URL: browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const token = /^[a-z0-9][a-z0-9-]{0,63}$/;
const fileName = /^[a-z0-9][a-z0-9-]{0,63}\.([a-z0-9]{2,4})$/;

export const defaultMediaDir = fileURLToPath(new URL('./assets', import.meta.url));

/**
 * Every servable file, read once at start-up: `{name}/{file}` → bytes. Only plain names with a known
 * extension are listed, so a request can only ever name one of these (no path ever reaches the disk).
 */
export function loadMediaFiles(dir: string): ReadonlyMap<string, { readonly body: Buffer; readonly type: string }> {
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const stream of readdirSync(dir, { withFileTypes: true })) {
    if (!stream.isDirectory() || !token.test(stream.name)) continue;
    for (const file of readdirSync(join(dir, stream.name))) {
      const type = mediaTypes[fileName.exec(file)?.[1] ?? ''];
      if (type) files.set(`${stream.name}/${file}`, { body: readFileSync(join(dir, stream.name, file)), type });
    }
  }
  return files;
}

/** `GET /media/{name}/{file}`: the demo content's HLS streams (playlist, init segment, media segments). */
export const mediaRoutes: FastifyPluginCallback<{ dir?: string }> = (app, options, done) => {
  const files = loadMediaFiles(options.dir ?? defaultMediaDir);
  app.get<{ Params: { name: string; file: string } }>('/media/:name/:file', async (request, reply) => {
    const found = files.get(`${request.params.name}/${request.params.file}`);
    if (!found) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Media not found');
    return (
      reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        // Players on other origins (a CDN-hosted storefront, the editor preview) fetch segments with CORS.
        .header('access-control-allow-origin', '*')
        .type(found.type)
        .send(found.body)
    );
  });
  // Deeper or odd paths under /media are plain 404s too, never the storefront's HTML error page.
  app.get('/media/*', async (_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Media not found'),
  );
  done();
};
