import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDocument, AdminDocumentListResponse, DocumentVersionsResponse } from '../../../schemas';
import { adminAuditLog, contentDocuments, contentTombstones } from '../../../server/db/index';
import { seedDemoContent } from '../../../server/demo/index';
import { json } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { fixtureDocuments, OTHER_SITE, SITE } from '../helpers/fixtures';
import { idOf, startDocumentsApp, type DocumentsApp } from './documents-app';

interface Envelope {
  readonly errorDetails: readonly { readonly errorId: string; readonly message: string; readonly field?: string; readonly latestVersion?: number }[];
}

const page = (title: string) => ({
  sections: [{ name: 'main', items: [{ id: `hero-${title}`, type: 'hero', title }] }],
  seo: { title, description: '' },
});

/** A fresh database and app; migrating takes a while on a busy machine. */
const STARTUP_MS = 180_000;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`admin documents API on ${kind}`, () => {
    let t: DocumentsApp;
    beforeAll(async () => {
      t = await startDocumentsApp(kind);
    }, STARTUP_MS);
    afterAll(() => t?.close());

    const list = async (query: string) => {
      const answer = await t.call(t.editor, 'GET', `/admin/v1/documents?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return json<AdminDocumentListResponse>(answer);
    };
    const read = async (id: string) => {
      const answer = await t.call(t.editor, 'GET', `/admin/v1/documents/${id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return json<AdminDocument>(answer);
    };
    const rows = (siteId: string, docType: 'page', key: string) =>
      t.database.handle.db
        .select()
        .from(contentDocuments)
        .where(and(eq(contentDocuments.siteId, siteId), eq(contentDocuments.docType, docType), eq(contentDocuments.key, key)));
    const auditOf = (key: string) => t.database.handle.db.select().from(adminAuditLog).where(eq(adminAuditLog.key, key)).orderBy(adminAuditLog.id);

    it('answers nobody without a session (401), and no write from another origin (403)', async () => {
      const anonymous = await t.call(null, 'GET', `/admin/v1/documents?siteId=${SITE}`);
      expect(anonymous.statusCode).toBe(401);
      expect(JSON.stringify(anonymous.body)).not.toContain('About us');
      const foreign = await t.app.inject({
        method: 'PUT',
        url: `/admin/v1/documents/${idOf('page', 'blog')}`,
        headers: { origin: 'https://evil.example', cookie: t.editor.cookie },
        payload: { baseVersion: 1, data: page('Hacked') },
      });
      expect(foreign.statusCode).toBe(403);
      expect((await read(idOf('page', 'blog'))).version).toBe(1);
    });

    it("lists a site's documents of a docType, one entry per document, each as its newest version", async () => {
      const { documents, total } = await list(`siteId=${SITE}&docType=page`);
      expect(documents.map((d) => d.key).sort()).toEqual(['about', 'about-history', 'about-team', 'blog']);
      expect(total).toBe(4);
      const about = documents.find((d) => d.key === 'about');
      expect(about).toMatchObject({
        id: idOf('page', 'about'),
        siteId: SITE,
        docType: 'page',
        name: 'About us',
        status: 'published',
        version: 1,
        publishAt: null,
        liveVersion: 1,
      });
      expect(Date.parse(about?.updatedAt ?? '')).not.toBeNaN();
    });

    it('searches names and keys in any case, and pages through the list', async () => {
      expect((await list(`siteId=${SITE}&q=OUR`)).documents.map((d) => d.name).sort()).toEqual(['Our history', 'Our team']);
      expect((await list(`siteId=${SITE}&q=about-t`)).documents.map((d) => d.key)).toEqual(['about-team']);
      // LIKE's wildcards are plain characters in a search.
      expect((await list(`siteId=${SITE}&q=%25`)).documents).toEqual([]);
      const byName = await list(`siteId=${SITE}&docType=page&sort=name&limit=2&offset=1`);
      expect(byName.documents.map((d) => d.name)).toEqual(['Blog', 'Our history']);
      expect(byName.total).toBe(4);
    });

    it("lists the global fragments with a site's, and the other site's documents only under their site", async () => {
      const fragments = await list(`siteId=${SITE}&docType=fragment`);
      expect(fragments.documents.map((d) => [d.siteId, d.key])).toEqual([['global', 'size-guide']]);
      const other = await list(`siteId=${OTHER_SITE}`);
      expect(new Set(other.documents.map((d) => d.siteId))).toEqual(new Set([OTHER_SITE, 'global']));
      expect(other.documents.some((d) => d.key === 'about')).toBe(false);
    });

    it("refuses junk queries and unknown sites with the envelope's 400", async () => {
      for (const query of ['siteId=nowhere', 'siteId=acme-en-us', 'docType=letter', 'limit=0', 'limit=abc', `q=${'x'.repeat(101)}`, 'sort=random']) {
        const answer = await t.call(t.editor, 'GET', `/admin/v1/documents?${query}`);
        expect(answer.statusCode, query).toBe(400);
        expect(json<Envelope>(answer).errorDetails[0]?.errorId, query).toBe('API400');
      }
    });

    it('reads a document: its newest version with its data; 404 for an unknown id', async () => {
      const doc = await read(idOf('page', 'about-team'));
      expect(doc).toMatchObject({
        key: 'about-team',
        name: 'Our team',
        version: 1,
        status: 'published',
        parentKey: 'about',
        previewPath: '/about/about-team',
      });
      expect((doc.data.seo as { title: string }).title).toBe('The team');
      for (const id of [idOf('page', 'nowhere'), idOf('page', 'about', 'acme-en-us'), 'not-an-id', 'WyJ4Il0']) {
        const answer = await t.call(t.editor, 'GET', `/admin/v1/documents/${id}`);
        expect(answer.statusCode, id).toBe(404);
        expect(json<Envelope>(answer).errorDetails[0]?.errorId).toMatch(/^(DOC|API)404$/);
      }
    });

    it('saves drafts as new versions on top of the newest, audited', async () => {
      const id = idOf('page', 'blog');
      const first = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: 1, data: page('Blog, take 2') });
      expect(first.statusCode, first.body).toBe(200);
      expect(json(first)).toEqual({ version: 2 });
      // A draft may fail its schemas: only publishing checks them.
      const invalid = { sections: [{ name: 'main', items: [{ id: 'h', type: 'hero', title: 42 }] }] };
      const second = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: 2, data: invalid });
      expect(json(second)).toEqual({ version: 3 });
      const doc = await read(id);
      expect(doc).toMatchObject({ version: 3, status: 'draft', name: 'Blog', liveVersion: 1, data: invalid });
      const stored = await rows(SITE, 'page', 'blog');
      expect(stored.map((r) => [r.version, r.status]).sort()).toEqual([
        [1, 'published'],
        [2, 'draft'],
        [3, 'draft'],
      ]);
      expect((await auditOf('blog')).map((a) => [a.action, a.version, a.email])).toEqual([
        ['save', 2, 'editor@tessera.test'],
        ['save', 3, 'editor@tessera.test'],
      ]);
      // The public still sees version 1.
      const live = await t.app.inject(`/publish/caas/v1/canvas/page/${SITE}/blog`);
      expect(json<{ version: number }>(live).version).toBe(1);
    });

    it("answers 409 with the latest version to a save on a stale base, and both editors' data stay readable", async () => {
      const id = idOf('page', 'about-history');
      const mine = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: 1, data: page('History by the editor') });
      expect(mine.statusCode).toBe(200);
      const theirs = await t.call(t.publisher, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: 1, data: page('History by the publisher') });
      expect(theirs.statusCode).toBe(409);
      const conflict = json<Envelope>(theirs).errorDetails[0];
      expect(conflict).toMatchObject({ errorId: 'DOC409', latestVersion: 2, field: 'body.baseVersion' });
      // Overwriting: saving again on top of the latest version keeps the other editor's as version 2.
      const overwrite = await t.call(t.publisher, 'PUT', `/admin/v1/documents/${id}`, {
        baseVersion: conflict?.latestVersion,
        data: page('History by the publisher'),
      });
      expect(json(overwrite)).toEqual({ version: 3 });
      const versions = (await rows(SITE, 'page', 'about-history')).sort((a, b) => a.version - b.version);
      expect(versions.map((r) => (r.data.seo as { title: string }).title)).toEqual(['History', 'History by the editor', 'History by the publisher']);
    });

    it('lets exactly one of two concurrent saves on the same base win', async () => {
      const id = idOf('page', 'about');
      const base = (await read(id)).version;
      const answers = await Promise.all(
        ['A', 'B', 'C'].map((who) => t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: base, data: page(`About by ${who}`) })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const stored = await rows(SITE, 'page', 'about');
      expect(stored.map((r) => r.version).sort()).toEqual([base, base + 1]);
    });

    it("checks a save's body: a version number, an object of data the database can hold", async () => {
      const id = idOf('page', 'blog');
      const bodies: unknown[] = [
        {},
        { baseVersion: 0, data: {} },
        { baseVersion: 1.5, data: {} },
        { baseVersion: 1, data: [] },
        { baseVersion: 1, data: 'text' },
        { baseVersion: 1, data: { title: 'nul \u0000 inside' } },
        { baseVersion: 1, data: { ['\u0000']: 1 } },
        { baseVersion: 1, data: { title: '\ud800' } },
      ];
      for (const body of bodies) {
        const answer = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(json<Envelope>(answer).errorDetails[0]?.errorId).toBe('API400');
      }
      let deep: unknown = 'bottom';
      for (let i = 0; i < 100; i += 1) deep = { deeper: deep };
      expect((await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: 1, data: { deep } })).statusCode).toBe(400);
      const huge = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: 1, data: { text: 'x'.repeat(3 * 1024 * 1024) } });
      expect(huge.statusCode).toBe(413);
      const notJson = await t.app.inject({
        method: 'PUT',
        url: `/admin/v1/documents/${id}`,
        headers: { origin: 'http://localhost', cookie: t.editor.cookie, 'content-type': 'text/plain' },
        payload: 'baseVersion=1',
      });
      expect(notJson.statusCode).toBe(415);
      // A big page is fine: 300 blocks.
      const items = Array.from({ length: 300 }, (_, i) => ({
        id: `b${i}`,
        type: 'hero',
        title: `Block ${i}`,
        richText: `<p>${'words '.repeat(40)}</p>`,
      }));
      const big = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, {
        baseVersion: (await read(id)).version,
        data: { sections: [{ name: 'main', items }] },
      });
      expect(big.statusCode, big.body).toBe(200);
    });

    it('lists the versions newest first, which one is live and who saved each; a publisher restores an old one as a new draft', async () => {
      const id = idOf('page', 'about-history');
      const { versions } = json<DocumentVersionsResponse>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}/versions`));
      expect(versions.map((v) => [v.version, v.status, v.live, v.updatedBy])).toEqual([
        [3, 'draft', false, 'publisher@tessera.test'],
        [2, 'draft', false, 'editor@tessera.test'],
        [1, 'published', true, null],
      ]);
      expect(versions[2]).toMatchObject({ scheduled: false, publishAt: null });
      expect(Date.parse(versions[2]?.publishedAt ?? '')).not.toBeNaN();

      const refused = await t.call(t.editor, 'POST', `/admin/v1/documents/${id}/restore`, { version: 1 });
      expect(refused.statusCode).toBe(403);
      const restored = await t.call(t.publisher, 'POST', `/admin/v1/documents/${id}/restore`, { version: 2 });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(json(restored)).toEqual({ version: 4 });
      const doc = await read(id);
      expect(doc).toMatchObject({ version: 4, status: 'draft' });
      expect((doc.data.seo as { title: string }).title).toBe('History by the editor');
      expect((await t.call(t.publisher, 'POST', `/admin/v1/documents/${id}/restore`, { version: 99 })).statusCode).toBe(404);
      const entry = (await auditOf('about-history')).at(-1);
      expect(entry).toMatchObject({ action: 'restore', version: 4, email: 'publisher@tessera.test', detail: { from: 2 } });
    });

    it("creates a document with its docType's empty data, checking the key and the site", async () => {
      const created = await t.call(t.editor, 'POST', '/admin/v1/documents', {
        siteId: SITE,
        docType: 'page',
        key: 'spring-sale',
        name: 'Spring sale',
      });
      expect(created.statusCode, created.body).toBe(201);
      const doc = json<AdminDocument>(created);
      expect(doc).toMatchObject({
        id: idOf('page', 'spring-sale'),
        version: 1,
        status: 'draft',
        name: 'Spring sale',
        liveVersion: null,
        previewPath: '/spring-sale',
      });
      expect(doc.data).toEqual({ sections: [{ name: 'main', items: [] }], seo: { title: 'Spring sale', description: '' } });
      expect((await read(doc.id)).version).toBe(1);

      const again = await t.call(t.editor, 'POST', '/admin/v1/documents', { siteId: SITE, docType: 'page', key: 'spring-sale', name: 'Twice' });
      expect(again.statusCode).toBe(409);
      expect(json<Envelope>(again).errorDetails[0]?.errorId).toBe('DOC410');

      const bad = [
        { siteId: SITE, docType: 'page', key: 'Not A Slug', name: 'x' },
        { siteId: SITE, docType: 'category', key: 'shoes', name: 'x' },
        { siteId: SITE, docType: 'product', key: 'ab', name: 'x' },
        { siteId: SITE, docType: 'menu', key: 'second-menu', name: 'x' },
        { siteId: SITE, docType: 'fragment', key: 'promo', name: 'x' },
        { siteId: 'global', docType: 'page', key: 'promo', name: 'x' },
        { siteId: 'acme-en-us', docType: 'page', key: 'promo', name: 'x' },
        { siteId: SITE, docType: 'page', key: 'promo', name: '   ' },
        { siteId: SITE, docType: 'page', key: 'promo', name: 'two\nlines' },
        { siteId: SITE, docType: 'page', key: 'promo', name: 'x', parentKey: 'nowhere' },
        { siteId: SITE, docType: 'category', key: '4321', name: 'x', parentKey: 'about' },
      ];
      for (const body of bad) {
        const answer = await t.call(t.editor, 'POST', '/admin/v1/documents', body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(json<Envelope>(answer).errorDetails[0]?.field, JSON.stringify(body)).toMatch(/^body\.(key|siteId|name|parentKey)$/);
      }
      const child = await t.call(t.editor, 'POST', '/admin/v1/documents', {
        siteId: SITE,
        docType: 'page',
        key: 'about-jobs',
        name: 'Jobs',
        parentKey: 'about',
      });
      expect(json<AdminDocument>(child)).toMatchObject({ parentKey: 'about', previewPath: '/about/about-jobs' });
      const fragment = await t.call(t.editor, 'POST', '/admin/v1/documents', {
        siteId: 'global',
        docType: 'fragment',
        key: 'returns-note',
        name: 'Returns note',
        data: { text: 'Free returns.' },
      });
      expect(json<AdminDocument>(fragment)).toMatchObject({ siteId: 'global', data: { text: 'Free returns.' } });
      expect((await auditOf('spring-sale')).map((a) => [a.action, a.version, a.siteId, a.docType])).toEqual([['create', 1, SITE, 'page']]);
    });

    it("duplicates a document's newest version under a new key, in its site or another", async () => {
      const source = await read(idOf('page', 'blog'));
      const copy = await t.call(t.editor, 'POST', `/admin/v1/documents/${source.id}/duplicate`, { key: 'blog-copy', name: 'Blog (copy)' });
      expect(copy.statusCode, copy.body).toBe(201);
      expect(json<AdminDocument>(copy)).toMatchObject({
        key: 'blog-copy',
        siteId: SITE,
        version: 1,
        status: 'draft',
        name: 'Blog (copy)',
        data: source.data,
      });
      const abroad = await t.call(t.editor, 'POST', `/admin/v1/documents/${source.id}/duplicate`, { key: 'blog', name: 'Blog', siteId: OTHER_SITE });
      expect(json<AdminDocument>(abroad)).toMatchObject({ id: idOf('page', 'blog', OTHER_SITE), data: source.data });
      expect((await t.call(t.editor, 'POST', `/admin/v1/documents/${source.id}/duplicate`, { key: 'blog-copy', name: 'Again' })).statusCode).toBe(
        409,
      );
      expect((await t.call(t.editor, 'POST', `/admin/v1/documents/${source.id}/duplicate`, { key: 'Bad Key', name: 'x' })).statusCode).toBe(400);
      expect((await auditOf('blog-copy'))[0]).toMatchObject({
        action: 'duplicate',
        version: 1,
        detail: { from: { siteId: SITE, key: 'blog', version: source.version } },
      });
    });

    it('renames as a new draft version with the same data', async () => {
      const id = idOf('page', 'blog-copy');
      const renamed = await t.call(t.editor, 'PATCH', `/admin/v1/documents/${id}`, { name: 'Blog archive' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const doc = json<AdminDocument>(renamed);
      expect(doc).toMatchObject({ id, key: 'blog-copy', name: 'Blog archive', version: 2, status: 'draft' });
      expect(doc.data).toEqual((await read(idOf('page', 'blog'))).data);
      // The same name again writes nothing.
      expect(json<AdminDocument>(await t.call(t.editor, 'PATCH', `/admin/v1/documents/${id}`, { name: 'Blog archive' })).version).toBe(2);
      expect((await list(`siteId=${SITE}&q=archive`)).documents.map((d) => d.key)).toEqual(['blog-copy']);
      expect((await auditOf('blog-copy')).at(-1)).toMatchObject({
        action: 'rename',
        version: 2,
        detail: { from: 'Blog (copy)', to: 'Blog archive' },
      });
    });

    it('deletes (publishers only): every version goes, the public page 404s, and the seed does not bring it back', async () => {
      const id = idOf('page', 'blog');
      expect((await t.app.inject(`/publish/caas/v1/canvas/page/${SITE}/blog`)).statusCode).toBe(200);
      expect((await t.call(t.editor, 'DELETE', `/admin/v1/documents/${id}`)).statusCode).toBe(403);
      const deleted = await t.call(t.publisher, 'DELETE', `/admin/v1/documents/${id}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(deleted.body).toBe('');
      expect(await rows(SITE, 'page', 'blog')).toEqual([]);
      expect((await t.app.inject(`/publish/caas/v1/canvas/page/${SITE}/blog`)).statusCode).toBe(404);
      expect((await t.call(t.editor, 'GET', `/admin/v1/documents/${id}`)).statusCode).toBe(404);
      expect((await t.call(t.publisher, 'DELETE', `/admin/v1/documents/${id}`)).statusCode).toBe(404);
      const tombstones = await t.database.handle.db.select().from(contentTombstones).where(eq(contentTombstones.key, 'blog'));
      expect(tombstones.map((row) => [row.siteId, row.docType])).toEqual([[SITE, 'page']]);
      expect((await auditOf('blog')).filter((a) => a.siteId === SITE).at(-1)).toMatchObject({ action: 'delete', email: 'publisher@tessera.test' });

      // The next start seeds the demo again: the deleted page stays deleted, the others are there as before.
      expect(await seedDemoContent(t.database.handle.db, fixtureDocuments())).toBe(0);
      expect(await rows(SITE, 'page', 'blog')).toEqual([]);

      // Created again, it is a document like any other, and the tombstone goes.
      const created = await t.call(t.editor, 'POST', '/admin/v1/documents', { siteId: SITE, docType: 'page', key: 'blog', name: 'Blog reborn' });
      expect(json<AdminDocument>(created)).toMatchObject({ version: 1, name: 'Blog reborn' });
      expect(await t.database.handle.db.select().from(contentTombstones).where(eq(contentTombstones.key, 'blog'))).toEqual([]);
      const { versions } = json<DocumentVersionsResponse>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}/versions`));
      expect(versions.map((v) => [v.version, v.updatedBy])).toEqual([[1, 'editor@tessera.test']]);
    });

    it('refuses to delete a page other pages sit under', async () => {
      const answer = await t.call(t.publisher, 'DELETE', `/admin/v1/documents/${idOf('page', 'about')}`);
      expect(answer.statusCode).toBe(409);
      expect(json<Envelope>(answer).errorDetails[0]).toMatchObject({ errorId: 'DOC411' });
      expect((await read(idOf('page', 'about'))).key).toBe('about');
    });

    it("names each listed page's meta description, from its newest version, and none where it has none", async () => {
      const data = { ...page('Trail notes'), seo: { title: 'Trail notes', description: 'Notes from the trail, season by season.' } };
      const created = await t.call(t.editor, 'POST', '/admin/v1/documents', {
        siteId: OTHER_SITE,
        docType: 'page',
        key: 'trail-notes',
        name: 'Trail notes',
        data,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { documents } = await list(`siteId=${OTHER_SITE}&docType=page&q=trail-notes`);
      expect(documents.map((d) => [d.key, d.seoDescription])).toEqual([['trail-notes', 'Notes from the trail, season by season.']]);
      const fixtures = await list(`siteId=${SITE}&docType=page`);
      expect(fixtures.documents.every((d) => !('seoDescription' in d))).toBe(true);
    });
  });
}
