import { rm } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoContent } from '../../../server/demo/index';
import { demoDocuments } from '../../../server/demo/demo-content';
import { registerSecurityHeaders } from '../../../server/http/index';
import { loadSsrBundle } from '../../../server/ssr/index';
import { pageData, render } from '../../../storefront/entry-server';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';
import { editorSession, type EditorSession } from '../helpers/editor-session';
import { writeFixtureBuild } from '../ssr/fixture-build';

type Answer = { statusCode: number; headers: Record<string, string | string[] | number | undefined>; body: string };

const csp = (answer: Answer) => String(answer.headers['content-security-policy'] ?? '');
const directive = (answer: Answer, name: string) =>
  csp(answer)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name)
    ?.slice(name.length)
    .trim();
const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(directive(answer, 'script-src') ?? '')?.[1];

/** The headers every answer carries, whatever produced it. */
function expectSecurityHeaders(answer: Answer, what: string) {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(csp(answer), what).not.toBe('');
  expect(directive(answer, 'frame-ancestors'), what).toBeDefined();
  // Plain http here: no HSTS.
  expect(answer.headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  /** Preview pages answer only to editors. */
  let signedIn: EditorSession;
  beforeAll(async () => {
    dist = await writeFixtureBuild();
    database = await openTestDatabase('pglite');
    await seedDemoContent(database.handle.db, demoDocuments());
    // The storefront's real server render, with the fixture build's assets.
    const bundle = await loadSsrBundle(dist);
    app = await buildApp({
      db: database.handle.db,
      ssr: { ...bundle, entry: { render, pageData } },
      security: { editorOrigin: 'https://editor.example' },
    });
    signedIn = await editorSession(app, database.handle.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('are on every kind of answer: page, preview page, editor, API JSON, asset, error, 404', async () => {
    const answers: Record<string, Answer> = {
      page: await app.inject('/en-us'),
      preview: await app.inject({ url: '/pre/en-us', headers: signedIn.headers }),
      previewSignIn: await app.inject('/pre/en-us'),
      editor: await app.inject('/editor'),
      api: await app.inject('/publish/caas/v1/canvas/menu/ridgeline-en-us'),
      asset: await app.inject('/assets/entry-client-abc123.js'),
      image: await app.inject('/images/rl-forest-trail.svg'),
      error: await app.inject('/publish/caas/v1/canvas/menu/not-a-site'),
      badUrl: await app.inject('/publish/caas/v1/canvas/menu/%E0%A4%A'),
      apiNotFound: await app.inject('/social/v1/nothing-here'),
      notFoundPage: await app.inject('/en-us/no-such-page-here'),
      post: await app.inject({ method: 'POST', url: '/social/v1/stashes', payload: {} }),
    };
    expect(answers.page?.statusCode).toBe(200);
    expect(answers.preview?.statusCode).toBe(200);
    expect(answers.previewSignIn?.statusCode).toBe(401);
    expect(answers.api?.statusCode).toBe(200);
    expect(answers.asset?.statusCode).toBe(200);
    expect(answers.error?.statusCode).toBe(400);
    expect(answers.badUrl?.statusCode).toBe(400);
    expect(answers.apiNotFound?.statusCode).toBe(404);
    expect(answers.notFoundPage?.statusCode).toBe(404);
    expect(answers.post?.statusCode).toBe(400);
    for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer, what);
  });

  it('lets only the editor frame preview pages; nothing frames anything else', async () => {
    const preview = await app.inject({ url: '/pre/en-us', headers: signedIn.headers });
    expect(directive(preview, 'frame-ancestors')).toBe("'self' https://editor.example");
    // The editor lives elsewhere, which X-Frame-Options cannot say: modern browsers follow frame-ancestors.
    expect(preview.headers['x-frame-options']).toBeUndefined();
    expect(directive(await app.inject({ url: '/en-us?preview=true', headers: signedIn.headers }), 'frame-ancestors')).toBe(
      "'self' https://editor.example",
    );

    const editor = await app.inject('/editor');
    expect(directive(editor, 'frame-ancestors')).toBe("'self'");
    expect(editor.headers['x-frame-options']).toBe('SAMEORIGIN');

    for (const url of [
      '/en-us',
      '/en-us?preview=false',
      '/prefix-not-preview',
      '/publish/caas/v1/canvas/menu/ridgeline-en-us',
      '/fapi/pages/%2Fpre%2Fen-us',
    ]) {
      const answer = await app.inject(url);
      expect(directive(answer, 'frame-ancestors'), url).toBe("'none'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('gives every page a fresh nonce, the one its inline scripts carry; no inline script goes without', async () => {
    const first = await app.inject('/en-us');
    const second = await app.inject('/en-us');
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceOf(second)).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceOf(second)).not.toBe(nonce);

    expect(directive(first, 'script-src')).not.toContain('unsafe-inline');
    // One nonce per answer: `<style>` elements the page's own code adds use the one its scripts carry.
    expect(directive(first, 'style-src')).toBe(`'self' 'nonce-${nonce ?? ''}'`);
    expect(directive(first, 'script-src-attr')).toBe("'none'");
    const document = new JSDOM(first.body).window.document;
    const scripts = [...document.querySelectorAll('script')];
    const executable = scripts.filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript');
    const inline = executable.filter((s) => !s.src);
    expect(inline.some((s) => s.textContent?.includes('window.__TESSERA_PAGE__'))).toBe(true);
    for (const script of executable) expect(script.getAttribute('nonce'), script.outerHTML.slice(0, 80)).toBe(nonce);
    // No inline event handlers anywhere in the page.
    expect(first.body).not.toMatch(/\son[a-z]+="/);
  });

  it('admits inline <style> elements on the OpenAPI pages only, never inline scripts', async () => {
    const docs = await app.inject('/docs');
    expect(directive(docs, 'style-src')).toBe("'self' 'unsafe-inline'");
    expect(directive(docs, 'script-src')).toBe(`'self' 'nonce-${nonceOf(docs) ?? ''}'`);
    expect(directive(await app.inject('/docsearch'), 'style-src')).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
  });

  it('gives the editor screen its nonce on its module script', async () => {
    const editor = await app.inject('/editor');
    const script = new JSDOM(editor.body).window.document.querySelector('script[type=module]');
    expect(script?.getAttribute('nonce')).toBe(nonceOf(editor));
  });

  it('keeps a stricter policy a route sets itself (an SVG opened on its own runs nothing)', async () => {
    const svg = await app.inject('/images/rl-forest-trail.svg');
    expect(directive(svg, 'default-src')).toBe("'none'");
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject('/publish/caas/v1/canvas/menu/ridgeline-en-us')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('HSTS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Behind a trusted proxy, the request's protocol is the one the shopper used.
    app = Fastify({ trustProxy: true });
    await registerSecurityHeaders(app);
    app.get('/', () => 'ok');
  });
  afterAll(() => app?.close());

  it('is sent over https only', async () => {
    const secure = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses an editor origin that is not an origin', async () => {
    await expect(registerSecurityHeaders(Fastify(), { editorOrigin: 'https://editor.example/path' })).rejects.toThrow(/scheme, host and port only/);
  });
});
