import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinkResponseSchema } from '../../../schemas';
import { documentId } from '../../../server/admin/index';
import { buildApp } from '../../../server/app';
import { createContentRepository, type DocumentKey } from '../../../server/content/index';
import { seedDemoContent } from '../../../server/demo/index';
import { demoDocuments } from '../../../server/demo/demo-content';
import { loadSsrBundle } from '../../../server/ssr/index';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { editorSession, ownOrigin, type EditorSession } from '../helpers/editor-session';
import { rawRequest } from '../helpers/raw-http';
import { previewQueries, spellingsOf } from './path-spellings';

/**
 * The real storefront build over the demo content of one site, with drafts that carry markers: whatever path
 * spelling, query or page-data wrapping a stranger sends, no marker reaches an anonymous answer. An editor sees
 * every marker (so the test can fail), and a share link shows its own document's draft only.
 */
const SITE = 'ridgeline-en-us';
const ARTICLE_KEY = 'first-snow-on-the-ridge';
const MARK = {
  home: 'DRAFT-MARKER-HOME-7c1e',
  menu: 'DRAFT-MARKER-MENU-52ab',
  article: 'DRAFT-MARKER-ARTICLE-9f03',
  scheduled: 'DRAFT-MARKER-SCHEDULED-e4d8',
} as const;
const markers = Object.values(MARK);
const FUTURE = '2031-06-01T00:00:00Z';

/** A GET with the path sent exactly as given. */
const rawGet = (port: number, path: string, headers: Record<string, string> = {}) => rawRequest(port, path, { headers });

/** Queries that decide a mode alone, for the corpus's wider rows (the home page gets every query of `previewQueries`). */
const modeQueries = ['', '?preview=true', `?previewDateTime=${FUTURE}`];

/** A page address as HTML and as page data: the page's path and query encoded whole, the query outside, the slashes alone encoded. */
const pageForms = (spelling: string, query: string, all: boolean) => [
  `${spelling}${query}`,
  `/fapi/pages/${encodeURIComponent(`${spelling}${query}`)}`,
  ...(all ? [`/fapi/pages/${encodeURIComponent(spelling)}${query}`, `/fapi/pages/${spelling.slice(1).replace(/\//g, '%2F')}${query}`] : []),
];

/**
 * Every address of the corpus: every spelling of the home page's preview with every query in every form; every
 * spelling of other pages' previews, and of published pages, with the queries that switch modes; every spelling of
 * the preview content API's calls.
 */
function corpus(): string[] {
  const urls = new Set<string>();
  for (const spelling of spellingsOf('pre', 'en-us'))
    for (const query of previewQueries) for (const url of pageForms(spelling, query, true)) urls.add(url);
  const others = [
    ...['en-us/journal', `en-us/journal/${ARTICLE_KEY}`, 'en-us/showcase'].flatMap((page) => spellingsOf('pre', page)),
    ...spellingsOf('en-us', ''),
    ...spellingsOf('en-us', `journal/${ARTICLE_KEY}`),
  ];
  for (const spelling of others) for (const query of modeQueries) for (const url of pageForms(spelling, query, false)) urls.add(url);
  const api = [
    `caas/v1/canvas/page/${SITE}/home`,
    `caas/v1/canvas/page/${SITE}/${ARTICLE_KEY}`,
    `caas/v1/canvas/menu/${SITE}`,
    `caas/v1/canvas/showcase/${SITE}/page?limit=50`,
    `caas/v1/articles/${SITE}`,
    `caas/v1/canvas/children/${SITE}/journal`,
  ];
  for (const call of api) {
    const [path = '', query] = call.split('?');
    for (const spelling of [...spellingsOf('preview', path), `/publish/../preview/${path}`, `/publish/%2e%2e/preview/${path}`]) {
      urls.add(query ? `${spelling}?${query}` : spelling);
    }
  }
  return [...urls];
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip || !existsSync('dist/server/entry-server.js'))(`no draft reaches a stranger by any spelling, on ${kind}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let port: number;
    let editor: EditorSession;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const db = database.handle.db;
      const documents = demoDocuments().filter((doc) => doc.siteId === SITE || doc.siteId === 'global');
      await seedDemoContent(db, documents);
      const repository = createContentRepository(db);
      const seeded = (docType: string, key: string) => {
        const found = documents.find((doc) => doc.docType === docType && doc.key === key && doc.siteId === SITE);
        if (!found) throw new Error(`the demo has no ${docType} ${key}`);
        return structuredClone(found);
      };
      const withTitle = (doc: ReturnType<typeof seeded>, title: string): ReturnType<typeof seeded> => ({
        ...doc,
        data: { ...doc.data, seo: { ...(doc.data.seo as object), title } },
      });

      // The home page: a version scheduled for 2031, then a newer draft.
      const scheduled = await repository.saveDraft(withTitle(seeded('page', 'home'), MARK.scheduled));
      await repository.publish({ siteId: SITE, docType: 'page', key: 'home' }, scheduled.version, new Date('2031-01-01T00:00:00Z'));
      await repository.saveDraft(withTitle(seeded('page', 'home'), MARK.home));
      const menu = seeded('menu', 'menu');
      const items = (menu.data.items as { title: string }[]).map((item, i) => (i === 0 ? { ...item, title: MARK.menu } : item));
      await repository.saveDraft({ ...menu, data: { ...menu.data, items } });
      const article = withTitle(seeded('page', ARTICLE_KEY), MARK.article);
      await repository.saveDraft({ ...article, data: { ...article.data, article: { ...(article.data.article as object), title: MARK.article } } });

      app = await buildApp({ db, ssr: await loadSsrBundle('dist') });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
      editor = await editorSession(app, db);
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    const found = (body: string) => markers.filter((marker) => body.includes(marker));

    it('shows an editor every marker, so the corpus below could see one if it leaked', async () => {
      const seen = async (path: string) => found((await rawGet(port, path, editor.headers)).body);
      expect(await seen('/pre/en-us')).toEqual(expect.arrayContaining([MARK.home, MARK.menu]));
      expect(await seen(`/pre/en-us/journal/${ARTICLE_KEY}`)).toContain(MARK.article);
      expect(await seen(`/pre/en-us?previewDateTime=${FUTURE}`)).toContain(MARK.scheduled);
      expect(await seen(`/preview/caas/v1/canvas/page/${SITE}/home`)).toContain(MARK.home);
      expect(await seen(`/preview/caas/v1/articles/${SITE}`)).toContain(MARK.article);
    });

    it('answers a stranger no marker and no 5xx for any spelling of any preview address, redirects followed', async () => {
      const urls = corpus();
      const leaks: string[] = [];
      const follow = async (url: string) => {
        let path: string | undefined = url;
        for (let hop = 0; path !== undefined && hop < 3; hop += 1) {
          const answer = await rawGet(port, path);
          if (answer.status >= 500 || found(answer.body).length > 0)
            leaks.push(`${url} → ${path}: ${answer.status} ${found(answer.body).join(', ')}`);
          // A redirect goes to the path's normal form, on this origin; a browser would follow it.
          path = answer.status >= 300 && answer.status < 400 ? answer.location : undefined;
          if (path !== undefined && !/^\/(?![/\\])/.test(path)) leaks.push(`${url}: redirected off the site to ${path}`);
        }
      };
      // A few at a time: most answers are redirects and refusals, the rest renders.
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < urls.length) await follow(urls[next++] ?? '');
        }),
      );
      expect(urls.length).toBeGreaterThan(1000);
      expect(leaks).toEqual([]);
    }, 300_000);

    it("shows a share link's own draft and the published state of everything else on the page", async () => {
      const shared = async (key: DocumentKey) => {
        const made = await app.inject({
          method: 'POST',
          url: `/admin/v1/documents/${documentId(key)}/share`,
          headers: { ...ownOrigin, ...editor.headers },
          payload: {},
        });
        expect(made.statusCode, made.body).toBe(200);
        const url = new URL(shareLinkResponseSchema.parse(made.json()).url);
        return { path: url.pathname, token: url.searchParams.get('share') ?? '' };
      };
      const home = await shared({ siteId: SITE, docType: 'page', key: 'home' });
      expect(found((await rawGet(port, `${home.path}?share=${home.token}`)).body)).toEqual([MARK.home]);
      const homeData = await rawGet(port, `/fapi/pages/${encodeURIComponent(home.path)}?share=${home.token}`);
      expect(homeData.status).toBe(200);
      expect(found(homeData.body)).toEqual([MARK.home]);

      const article = await shared({ siteId: SITE, docType: 'page', key: ARTICLE_KEY });
      expect(found((await rawGet(port, `${article.path}?share=${article.token}`)).body)).toEqual([MARK.article]);
      // The menu's link opens the home page with the menu's draft, and nothing else of the drafts.
      const menu = await shared({ siteId: SITE, docType: 'menu', key: 'menu' });
      expect(found((await rawGet(port, `${menu.path}?share=${menu.token}`)).body)).toEqual([MARK.menu]);
      // A share link names one page: other spellings are redirected to their normal form and checked there.
      for (const spelling of spellingsOf('pre', 'en-us/journal')) {
        const answer = await rawGet(port, `${spelling}?share=${home.token}`);
        expect(found(answer.body), spelling).toEqual([]);
      }
    });
  });
}
