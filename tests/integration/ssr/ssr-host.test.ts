import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoContent } from '../../../server/demo/index';
import { loadSsrBundle } from '../../../server/ssr/index';
import { precompressAssets } from '../../../scripts/precompress-assets';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';
import { editorSession } from '../helpers/editor-session';
import { fixtureDocuments } from '../helpers/fixtures';
import { writeFixtureBuild } from './fixture-build';

describe('SSR host', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await writeFixtureBuild();
    database = await openTestDatabase('pglite');
    await seedDemoContent(database.handle.db, fixtureDocuments());
    app = await buildApp({ db: database.handle.db, ssr: await loadSsrBundle(dist) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('renders a page from the content service it hands the entry, and streams it with the build assets', async () => {
    const response = await app.inject({ url: '/en-us/c/running-1234', headers: { 'x-correlation-id': 'page-1', cookie: 'ts_session=abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-rendered-by']).toBe('fixture');
    expect(response.body).toContain('<nav>Main menu</nav>');
    // The entry sees the request's headers and the store's public origin (never the request's Host).
    expect(response.body).toContain('<p id="cookie">ts_session=abc</p>');
    expect(response.body).toContain('<p id="origin">http://localhost</p>');
    expect(response.body).toContain('<script type="module" src="/assets/entry-client-abc123.js"></script>');
    // The entry's CSS and that of its static imports, not that of lazily loaded chunks.
    expect(response.body).toContain('href="/assets/entry-client-abc123.css"');
    expect(response.body).toContain('href="/assets/shared-def456.css"');
    expect(response.body).not.toContain('video-0f0f0f.css');
  });

  it('serves the editor app at /editor and below, uncached, with its own assets', async () => {
    for (const url of ['/editor', '/editor/showcase?docType=page']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toMatch(/<script type="module" src="\/assets\/editor-fed987\.js" nonce="[0-9a-f]{32}"><\/script>/);
      expect(response.body).toContain('href="/assets/editor-fed987.css"');
      expect(response.body).not.toContain('entry-client-abc123');
    }
  });

  it('passes the status of the render on, and redirects', async () => {
    const missing = await app.inject({ url: '/fr-ca', headers: { 'x-correlation-id': 'page-2' } });
    expect(missing.statusCode).toBe(404);
    // The content service's errors name the page request's correlation id, as the API's would.
    expect(missing.body).toContain('no menu (API404 page-2)');
    const home = await app.inject('/');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/en-us');
  });

  it('answers loader data for client navigations from the decoded path', async () => {
    const { headers } = await editorSession(app, database.handle.db); // a preview's data: editors only
    const response = await app.inject({ url: '/fapi/pages/%2Fen-us%2Fc%2Frunning-1234?preview=true', headers });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ url: '/en-us/c/running-1234?preview=true' });
    const notFound = await app.inject('/fapi/pages/%2Fxx-yy');
    expect(notFound.statusCode).toBe(404);
  });

  it('never renders an unknown API path as a page', async () => {
    const response = await app.inject('/cart/v9/nothing');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
  });

  it('serves hashed assets with an immutable cache and 404s a missing one', async () => {
    const asset = await app.inject({ url: '/assets/entry-client-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await app.inject('/assets/nope.js')).statusCode).toBe(404);
  });

  it('sends a text asset as the build compressed it, in the encoding the browser accepts', async () => {
    const assets = join(dist, 'client', 'assets');
    await precompressAssets(assets);
    const written = await readFile(join(assets, 'entry-client-abc123.js'));
    const brotli = await app.inject({ url: '/assets/entry-client-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(await readFile(join(assets, 'entry-client-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).equals(written)).toBe(true);
    const gzip = await app.inject({ url: '/assets/entry-client-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(written)).toBe(true);
    const plain = await app.inject({ url: '/assets/entry-client-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(written)).toBe(true);
  });

  it('refuses a missing build with "run npm run build first"', async () => {
    await expect(loadSsrBundle(`${dist}/nothing-here`)).rejects.toThrow(/run npm run build first/);
  });
});
