import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinkResponseSchema } from '../../../schemas';
import { documentId } from '../../../server/admin/index';
import { buildApp } from '../../../server/app';
import { createContentRepository } from '../../../server/content/index';
import { adminAuditLog } from '../../../server/db/index';
import { seedDemoContent } from '../../../server/demo/index';
import { loadSsrBundle } from '../../../server/ssr/index';
import { json } from '../helpers/app';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { editorSession, ownOrigin, type EditorSession } from '../helpers/editor-session';
import { fixtureDocuments, SITE } from '../helpers/fixtures';

/**
 * A stand-in for the storefront's build whose pages show their document's title in the mode the URL asks for
 * (`/pre` or `?preview=true`, at `previewDateTime`), read from the content service the server hands it: whatever
 * reaches the entry is rendered, so only the gate in front keeps drafts from strangers.
 */
const entryServer = `
const modeOf = (url) => {
  const u = new URL(url, 'http://x');
  const preview = u.searchParams.get('preview') === 'true' || (u.pathname.startsWith('/pre/') && u.searchParams.get('preview') !== 'false');
  return { u, mode: preview ? 'preview' : 'publish', previewDate: preview ? u.searchParams.get('previewDateTime') ?? undefined : undefined };
};
async function titleOf(url, content) {
  const { u, mode, previewDate } = modeOf(url);
  const [locale, ...rest] = u.pathname.replace(/^\\/pre(?=\\/)/, '').split('/').filter(Boolean);
  const api = content(previewDate ? { previewDate } : {}).content;
  const siteId = 'ridgeline-' + locale;
  try {
    const doc = rest[0] === 'c' ? await api.category(mode, siteId, rest[1].split('-').pop()) : await api.page(mode, siteId, rest.at(-1) ?? 'home');
    return { status: 200, title: doc.data.seo.title };
  } catch (error) {
    return { status: error.status ?? 500, title: 'none' };
  }
}
export async function render({ url, content }) {
  const { status, title } = await titleOf(url, content);
  const body = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('<!doctype html><html><body><h1>' + title + '</h1></body></html>')); c.close(); } });
  return { status, headers: { 'cache-control': 'no-store' }, body };
}
export async function pageData({ url, content }) {
  const { status, title } = await titleOf(url, content);
  return { status, body: { title } };
}
`;

async function writeBuild(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'tessera-preview-build-'));
  await mkdir(join(dist, 'client', '.vite'), { recursive: true });
  await mkdir(join(dist, 'server'), { recursive: true });
  await writeFile(
    join(dist, 'client', '.vite', 'manifest.json'),
    JSON.stringify({
      'storefront/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
      'editor/entry-client.tsx': { file: 'assets/editor.js', isEntry: true },
    }),
  );
  await writeFile(join(dist, 'server', 'entry-server.js'), entryServer);
  return dist;
}

const DRAFT = 'Secret draft of About';
const CATEGORY_DRAFT = 'Secret running shoes draft';
const SCHEDULED = 'Blog of the future';
const HOUR = 3_600_000;
type Envelope = { errorDetails: { errorId: string }[] };

/** Every way into a preview, as the storefront, its page data and the content API spell them. */
const previewUrls = [
  '/pre/en-us/about',
  '/en-us/about?preview=true',
  '/pre/en-us/about?previewDateTime=2030-01-01T00:00:00Z',
  `/fapi/pages/${encodeURIComponent('/pre/en-us/about')}`,
  `/fapi/pages/${encodeURIComponent('/en-us/about')}?preview=true`,
  `/preview/caas/v1/canvas/page/${SITE}/about`,
  `/preview/caas/v1/canvas/page/${SITE}/about?removeNulls=true`,
  `/preview/caas/v1/canvas/category/${SITE}/1234`,
  `/preview/caas/v1/canvas/children/${SITE}/about`,
  `/preview/caas/v1/canvas/showcase/${SITE}/page?limit=50`,
  `/preview/caas/v1/articles/${SITE}`,
  `/preview/caas/v1/canvas/menu/${SITE}`,
] as const;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`previews are for editors, on ${kind}`, () => {
    let dist: string;
    let database: TestDatabase;
    let app: FastifyInstance;
    let editor: EditorSession;
    let clock = new Date();
    const repository = () => createContentRepository(database.handle.db);

    beforeAll(async () => {
      dist = await writeBuild();
      database = await openTestDatabase(kind);
      const db = database.handle.db;
      await seedDemoContent(db, fixtureDocuments());
      await repository().saveDraft({ siteId: SITE, docType: 'page', key: 'about', name: 'About us', data: { sections: [], seo: { title: DRAFT } } });
      await repository().saveDraft({
        siteId: SITE,
        docType: 'page',
        key: 'about-team',
        parentKey: 'about',
        name: 'Our team',
        data: { sections: [], seo: { title: 'Team draft' } },
      });
      await repository().saveDraft({
        siteId: SITE,
        docType: 'category',
        key: '1234',
        name: 'Running shoes',
        data: { sections: [], seo: { title: CATEGORY_DRAFT } },
      });
      const scheduled = await repository().saveDraft({
        siteId: SITE,
        docType: 'page',
        key: 'blog',
        name: 'Blog',
        data: { sections: [], seo: { title: SCHEDULED } },
      });
      await repository().publish({ siteId: SITE, docType: 'page', key: 'blog' }, scheduled.version, new Date('2031-01-01T00:00:00Z'));
      app = await buildApp({ db, ssr: await loadSsrBundle(dist), adminClock: () => clock });
      await app.ready();
      editor = await editorSession(app, db);
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      if (dist) await rm(dist, { recursive: true, force: true });
    });

    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
    const share = (id: string, body: unknown = {}, session: EditorSession | null = editor) =>
      app.inject({
        method: 'POST',
        url: `/admin/v1/documents/${id}/share`,
        headers: { ...ownOrigin, ...(session?.headers ?? {}) },
        payload: body as object,
      });
    const sharedPath = async (key: string, docType: 'page' | 'category' = 'page') => {
      const response = await share(documentId({ siteId: SITE, docType, key }));
      expect(response.statusCode, response.body).toBe(200);
      const { url } = shareLinkResponseSchema.parse(json(response));
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`;
    };

    it('answers a stranger 401 on every preview path, never the draft, never cached', async () => {
      for (const url of previewUrls) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(401);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.body, url).not.toContain(DRAFT);
        expect(response.body, url).not.toContain(CATEGORY_DRAFT);
        if (!url.startsWith('/pre/') && !url.startsWith('/en-us/')) expect(json<Envelope>(response).errorDetails[0]?.errorId, url).toBe('ADM401');
      }
      const scheduled = await get('/pre/en-us/blog?previewDateTime=2031-06-01T00:00:00Z');
      expect(scheduled.statusCode).toBe(401);
      expect(scheduled.body).not.toContain(SCHEDULED);
    });

    it("offers a stranger on a preview page a way to sign in that comes back to it, in the site's language", async () => {
      const english = await get('/pre/en-us/about?previewDateTime=2030-01-01T00:00:00Z');
      expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(english.body).toContain('<html lang="en-US">');
      expect(english.body).toContain('Sign in to see this preview');
      expect(english.body).toContain(`href="/editor?next=${encodeURIComponent('/pre/en-us/about?previewDateTime=2030-01-01T00%3A00%3A00Z')}"`);
      const french = await get('/pre/fr-ca/about');
      expect(french.body).toContain('<html lang="fr-FR">');
      expect(french.body).toContain('Connectez-vous pour voir cet aperçu');
      const german = await get('/de-de/about?preview=true');
      expect(german.body).toContain('Im Editor anmelden');
    });

    it('keeps publish mode open to everyone: the published version, without the draft', async () => {
      for (const url of [
        '/en-us/about',
        '/en-us/about?previewDateTime=2031-06-01T00:00:00Z',
        '/pre/en-us/about?preview=false',
        `/fapi/pages/${encodeURIComponent('/en-us/about')}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('About Ridgeline');
        expect(response.body, url).not.toContain(DRAFT);
      }
      const api = await get(`/publish/caas/v1/canvas/page/${SITE}/about`);
      expect(api.statusCode).toBe(200);
      expect(api.body).not.toContain(DRAFT);
    });

    it('shows a signed-in editor every preview: drafts, and scheduled pages at their preview date', async () => {
      for (const url of previewUrls) {
        const response = await get(url, editor.headers);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
        // At a preview date a page shows what will be live then (the published version), else its newest draft.
        if (url.includes('previewDateTime')) expect(response.body, url).toContain('About Ridgeline');
        else if (url.includes('/about') && !url.includes('/children/')) expect(response.body, url).toContain(DRAFT);
      }
      expect((await get(`/preview/caas/v1/canvas/category/${SITE}/1234`, editor.headers)).body).toContain(CATEGORY_DRAFT);
      expect((await get('/pre/en-us/blog?previewDateTime=2031-06-01T00:00:00Z', editor.headers)).body).toContain(SCHEDULED);
      expect((await get('/pre/en-us/blog?previewDateTime=2030-06-01T00:00:00Z', editor.headers)).body).toContain('<h1>Blog</h1>');
    });

    it("opens one page's preview, and its page data, to anyone holding its share link, and nothing else", async () => {
      const path = await sharedPath('about');
      expect(path).toMatch(/^\/pre\/en-us\/about\?share=[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/);
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(DRAFT);
      const token = new URLSearchParams(path.split('?')[1]).get('share') ?? '';
      const data = await get(`/fapi/pages/${encodeURIComponent('/pre/en-us/about')}?share=${token}`);
      expect(data.statusCode, data.body).toBe(200);
      expect(json<{ title: string }>(data).title).toBe(DRAFT);
      // The same page at a preview date, through `?preview=true`, is still that page.
      expect((await get(`/en-us/about?preview=true&previewDateTime=2030-01-01T00:00:00Z&share=${token}`)).statusCode).toBe(200);

      // Another page, the content API, another site: closed.
      const other = await get(`/pre/en-us/blog?share=${token}`);
      expect(other.statusCode).toBe(401);
      expect(other.body).toContain('This share link has expired or is not valid');
      expect(other.body).not.toContain(`share=${token}`);
      expect((await get(`/pre/en-gb/about?share=${token}`)).statusCode).toBe(401);
      const api = await get(`/preview/caas/v1/canvas/page/${SITE}/about?share=${token}`);
      expect(api.statusCode).toBe(401);
      expect(api.body).not.toContain(DRAFT);
    });

    it('refuses a tampered share link and one that expired (401, no draft)', async () => {
      const path = await sharedPath('about');
      const token = new URLSearchParams(path.split('?')[1]).get('share') ?? '';
      const [id, expires, mac = ''] = token.split('.');
      const tampered = [
        `${id}.${Number(expires) + 3600}.${mac}`,
        `${id}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
        `${documentId({ siteId: SITE, docType: 'page', key: 'blog' })}.${expires}.${mac}`,
      ];
      for (const bad of tampered) {
        const response = await get(`/pre/en-us/about?share=${bad}`);
        expect(response.statusCode, bad).toBe(401);
        expect(response.body).not.toContain(DRAFT);
      }
      const saved = clock;
      try {
        clock = new Date(saved.getTime() + 72 * HOUR + 1_000);
        const expired = await get(path);
        expect(expired.statusCode).toBe(401);
        expect(expired.body).not.toContain(DRAFT);
      } finally {
        clock = saved;
      }
    });

    it('makes share links for child pages and categories at their storefront paths, for as long as asked, and logs who made them', async () => {
      expect(await sharedPath('about-team')).toMatch(/^\/pre\/en-us\/about\/about-team\?share=/);
      const category = await sharedPath('1234', 'category');
      expect(category).toMatch(/^\/pre\/en-us\/c\/running-shoes-1234\?share=/);
      expect((await get(category)).body).toContain(CATEGORY_DRAFT);

      const week = await share(documentId({ siteId: SITE, docType: 'page', key: 'about' }), { expiresInHours: 168 });
      expect(shareLinkResponseSchema.parse(json(week)).expiresAt).toBe(
        new Date(Math.floor((clock.getTime() + 168 * HOUR) / 1000) * 1000).toISOString(),
      );
      const entries = await database.handle.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'share'));
      expect(entries.length).toBeGreaterThanOrEqual(3);
      expect(entries.every((entry) => entry.email === 'editor@tessera.test')).toBe(true);
    });

    it('refuses share links to strangers, of unknown documents, and for too long', async () => {
      const about = documentId({ siteId: SITE, docType: 'page', key: 'about' });
      expect((await share(about, {}, null)).statusCode).toBe(401);
      expect((await share(documentId({ siteId: SITE, docType: 'page', key: 'no-such-page' }))).statusCode).toBe(404);
      expect((await share('not-a-document-id')).statusCode).toBe(404);
      expect((await share(about, { expiresInHours: 169 })).statusCode).toBe(400);
      expect((await share(about, { expiresInHours: 0 })).statusCode).toBe(400);
    });
  });
}
