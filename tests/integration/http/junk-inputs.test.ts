import { rm } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoContent } from '../../../server/demo/index';
import { demoDocuments } from '../../../server/demo/demo-content';
import { loadSsrBundle } from '../../../server/ssr/index';
import { pageData, render } from '../../../storefront/entry-server';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';
import { editorSession, type EditorSession } from '../helpers/editor-session';
import { writeFixtureBuild } from '../ssr/fixture-build';

interface Envelope {
  readonly errorDetails: readonly { readonly errorId: string; readonly message: string; readonly field?: string }[];
}

/** Inputs that answered 500 once: each is a client's mistake and answers 4xx, in the error envelope where the answer is JSON. */
describe('junk that once answered 500', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  /** Previews answer only to editors: the preview inputs are sent signed in. */
  let editor: EditorSession;
  beforeAll(async () => {
    dist = await writeFixtureBuild();
    database = await openTestDatabase('pglite');
    await seedDemoContent(database.handle.db, demoDocuments());
    const bundle = await loadSsrBundle(dist);
    app = await buildApp({ db: database.handle.db, ssr: { ...bundle, entry: { render, pageData } } });
    editor = await editorSession(app, database.handle.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  const envelope = (body: string) => JSON.parse(body) as Envelope;

  /** A GET with the path written on the wire as it is (a client library would fix a backslash first). */
  const rawGet = async (path: string): Promise<{ status: number; location?: string }> => {
    const { port } = app.server.address() as AddressInfo;
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const location = /^location: (.*)$/im.exec(head)?.[1]?.trim();
    return { status: Number(head.split(' ')[1]), ...(location ? { location } : {}) };
  };

  it('a preview date in year 0000, as the header of a preview call', async () => {
    for (const url of [
      '/preview/caas/v1/canvas/page/ridgeline-en-us/home',
      '/preview/caas/v1/canvas/menu/ridgeline-en-us',
      '/preview/caas/v1/articles/ridgeline-en-us',
    ]) {
      const answer = await app.inject({ url, headers: { 'x-preview-date': '0000-01-01', ...editor.headers } });
      expect(answer.statusCode, url).toBe(400);
      expect(envelope(answer.body).errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'headers.x-preview-date' });
    }
  });

  it('a preview date in year 0000, as the page query: a 400 page, and the envelope as page data', async () => {
    const page = await app.inject({ url: '/pre/en-us?previewDateTime=0000-01-01', headers: editor.headers });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="en-US"');
    const data = await app.inject({ url: '/fapi/pages/%2Fpre%2Fen-us?previewDateTime=0000-01-01', headers: editor.headers });
    expect(data.statusCode).toBe(400);
    expect(envelope(data.body).errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'query.previewDateTime' });
    // A good date still previews.
    expect((await app.inject({ url: '/pre/en-us?previewDateTime=2030-01-01', headers: editor.headers })).statusCode).toBe(200);
  });

  it('a path starting with a backslash', async () => {
    // A URL reads a backslash as a slash: `\` is another spelling of the root, which page data refuses (the API serves
    // paths in their normal form only) while the root itself answers.
    const data = await app.inject('/fapi/pages/%5C');
    expect(data.statusCode).toBe(400);
    expect(envelope(data.body).errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'params.page' });
    expect((await app.inject('/fapi/pages/%2F')).statusCode).toBe(200);
    await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/\\', '/\\\\evil.example/x', '/\\/evil.example', '/fapi/pages/%5C%5Cevil.example']) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(200);
      expect(answer.status, path).toBeLessThan(500);
      // Never sent to another host: a redirect names a path of this site (`/\\evil.example/x` is `/evil.example/x` here).
      if (answer.location !== undefined) expect(answer.location, path).toMatch(/^\/(?![/\\])/);
    }
  });

  it('a tall-only image request whose width would pass the largest side', async () => {
    const answer = await app.inject('/images/rl-dawn-ridge.webp?h=4000');
    expect(answer.statusCode).toBe(400);
    expect(envelope(answer.body).errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'query.h' });
    expect((await app.inject('/images/rl-dawn-ridge.svg?h=4000')).statusCode).toBe(400);
    // A height whose width fits is drawn.
    expect((await app.inject('/images/rl-dawn-ridge.svg?h=2000')).statusCode).toBe(200);
  });
});
