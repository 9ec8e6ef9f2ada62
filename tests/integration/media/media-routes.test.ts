import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const kind = databaseKinds[0];

describe.skipIf(kind === undefined || kind.skip)('demo video streams under /media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind!.kind);
  });
  afterAll(() => t?.close());

  it('serves the HLS playlist with its content type, cacheable for a year', async () => {
    const response = await t.app.inject('/media/ridgeline-trail/index.m3u8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^#EXTM3U/);
    expect(response.body).toContain('#EXT-X-ENDLIST');
  });

  it('serves every file the playlists name, with the right types', async () => {
    for (const name of ['ridgeline-trail', 'kestrel-stride']) {
      const playlist = (await t.app.inject(`/media/${name}/index.m3u8`)).body;
      const uris = [...playlist.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]).concat(playlist.split('\n').filter((l) => l && !l.startsWith('#')));
      expect(uris.length).toBeGreaterThan(2);
      for (const uri of uris) {
        const response = await t.app.inject(`/media/${name}/${uri}`);
        expect(response.statusCode, uri).toBe(200);
        expect(response.headers['content-type']).toBe(uri?.endsWith('.m4s') ? 'video/iso.segment' : 'video/mp4');
        expect(response.rawPayload.length).toBeGreaterThan(500);
      }
    }
  });

  it.each([
    '/media/ridgeline-trail/nothing.m3u8',
    '/media/unknown/index.m3u8',
    '/media/ridgeline-trail/..%2F..%2Fmedia-routes.ts',
    '/media/..%2F..%2Fapp.ts/x',
    '/media/..%2Fmedia/media-routes.ts',
    '/media/ridgeline-trail/index.m3u8/extra',
    '/media/',
  ])('answers 404, never a file outside the streams: %s', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('import');
  });

  it('sends a path with escaped dot segments to its normal form, never to a file outside the streams', async () => {
    // `%2e%2e` is `..`: the path's normal form leaves the streams, and is answered there (a page, not a file).
    const response = await t.app.inject('/media/%2e%2e/%2e%2e%2fapp.ts');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/..%2Fapp.ts');
    expect(response.body).not.toContain('import');
  });
});
