import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createContentRepository } from '../../server/content/index';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../server/db/index';
import { seedDemoContent, seedGallery } from '../../server/demo/index';
import { demoDocuments } from '../../server/demo/demo-content';
import { demoGallerySeed } from '../../server/demo/demo-gallery';
import { loadSsrBundle } from '../../server/ssr/index';
import { editorSession } from '../integration/helpers/editor-session';

/**
 * The real build (`npm run build`) in-process over the demo content: a page render reads the content
 * service directly, so the app sees one request per page (the page's own), not one more per content call.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let seen: string[] = [];
/** A signed-in editor's cookie: previews answer only to editors. */
let editorHeaders: { readonly cookie: string };

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoContent(database.db, demoDocuments());
  await seedGallery(database.db, demoGallerySeed());
  app = await buildApp({ db: database.db, ssr: await loadSsrBundle('dist') });
  app.addHook('onRequest', (request, _reply, done) => {
    seen.push(request.url);
    done();
  });
  editorHeaders = (await editorSession(app, database.db)).headers;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function render(url: string) {
  seen = [];
  const response = await app.inject({ url, headers: /^\/pre\/|[?&]preview=true/.test(url) ? editorHeaders : {} });
  return { status: response.statusCode, html: response.body, requests: [...seen] };
}

describe('page renders call the content service directly', () => {
  it.each([
    ['home (page, menu, footer, pop-ups)', '/en-us'],
    ['the landing page with every block', '/en-us/explore'],
    ['a category', '/en-gb/c/mens-running-shoes-41100'],
    ['the journal (article search)', '/en-gb/journal'],
    ['a missing page (the error page)', '/en-us/no-such-page'],
  ])('%s: one request, the page itself', async (_name, url) => {
    const { status, html, requests } = await render(url);
    expect(status).toBe(url.includes('no-such') ? 404 : 200);
    expect(html).toContain('window.__TESSERA_PAGE__');
    expect(requests).toEqual([url]);
  });

  it('the journal lists the article search results in its HTML', async () => {
    const search = await app.inject('/publish/caas/v1/articles/kestrel-en-gb?limit=9');
    const { articles } = JSON.parse(search.body) as { articles: { url: string }[] };
    expect(articles.length).toBeGreaterThan(0);
    const { html } = await render('/en-gb/journal');
    for (const article of articles) expect(html).toContain(`href="${article.url}"`);
  });

  it('loader data for client navigations is one request too', async () => {
    seen = [];
    const response = await app.inject('/fapi/pages/%2Fen-us%2Fexplore');
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual(['/fapi/pages/%2Fen-us%2Fexplore']);
  });

  it('reads what the database holds: a draft shows in preview only, and at its preview date', async () => {
    const repository = createContentRepository(database.db);
    const key = { siteId: 'ridgeline-en-us', docType: 'page' as const, key: 'home' };
    const live = await repository.read(key, { mode: 'publish' });
    if (!live) throw new Error('no published home page');
    const seo = live.data.seo as Record<string, unknown>;
    const draft = await repository.saveDraft({ ...key, name: live.name, data: { ...live.data, seo: { ...seo, title: 'Draft title for preview' } } });

    expect((await render('/en-us')).html).not.toContain('Draft title for preview');
    expect((await render('/en-us?preview=true')).html).toContain('<title>Draft title for preview');
    // Nobody else: a stranger's preview is a 401 page without the draft.
    const stranger = await app.inject('/en-us?preview=true');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain('Draft title for preview');
    // Scheduled for 2031: a preview date before it still shows the live version, one after it the draft.
    await repository.publish(key, draft.version, new Date('2031-01-01T00:00:00Z'));
    expect((await render('/en-us?preview=true&previewDateTime=2030-06-01T00:00:00Z')).html).not.toContain('Draft title for preview');
    expect((await render('/en-us?preview=true&previewDateTime=2031-06-01T00:00:00Z')).html).toContain('<title>Draft title for preview');
    expect((await render('/en-us')).html).not.toContain('Draft title for preview');
  });
});
