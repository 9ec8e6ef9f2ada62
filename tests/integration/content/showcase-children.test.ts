import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenResponseSchema, showcaseResponseSchema, type ChildrenResponse, type ShowcaseResponse } from '../../../schemas';
import type { SeedDocument } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { editorSession, type EditorSession } from '../helpers/editor-session';
import { fixtureDocuments, SITE } from '../helpers/fixtures';

/** 25 products, every fifth one a "wide" layout variant: enough to see the default limit of 20. */
const products: SeedDocument[] = Array.from({ length: 25 }, (_, i) => ({
  siteId: SITE,
  docType: 'product',
  key: `PR${String(i).padStart(6, '0')}`,
  name: `Product ${i}`,
  data: { sections: [], layoutVariant: i % 5 === 0 ? 'wide' : 'standard' },
}));

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`showcase and children on ${kind}`, () => {
    let t: TestApp;
    // Signed in: previews answer only to editors.
    let editor: EditorSession;
    beforeAll(async () => {
      t = await startTestApp(kind, { documents: [...fixtureDocuments().filter((d) => d.docType !== 'product'), ...products] });
      editor = await editorSession(t.app, t.database.handle.db);
    });
    afterAll(() => t?.close());

    const showcase = async (mode: string, query = '', docType = 'product') => {
      const response = await t.app.inject({ url: `/${mode}/caas/v1/canvas/showcase/${SITE}/${docType}${query}`, headers: editor.headers });
      expect(response.statusCode).toBe(200);
      return showcaseResponseSchema.parse(json<ShowcaseResponse>(response));
    };
    const children = async (mode: string, parent: string) => {
      const response = await t.app.inject({ url: `/${mode}/caas/v1/canvas/children/${SITE}/${parent}`, headers: editor.headers });
      return { response, body: response.statusCode === 200 ? childrenResponseSchema.parse(json<ChildrenResponse>(response)) : undefined };
    };

    it('lists 20 documents by default and honours limit 10 and 50', async () => {
      expect((await showcase('publish')).results).toHaveLength(20);
      expect((await showcase('publish', '?limit=10')).results).toHaveLength(10);
      const all = await showcase('publish', '?limit=50');
      expect(all.results).toHaveLength(25);
      expect(all.results[0]).toMatchObject({ key: 'PR000000', name: 'Product 0', status: 'published', version: 1 });
    });

    it('refuses a limit other than 10, 20 or 50', async () => {
      const response = await t.app.inject(`/publish/caas/v1/canvas/showcase/${SITE}/product?limit=15`);
      expect(response.statusCode).toBe(400);
      expect(json<{ errorDetails: { message: string }[] }>(response).errorDetails[0]?.message).toMatch(/^query\.limit: /);
    });

    it('filters on data.layoutVariant', async () => {
      const wide = await showcase('publish', '?layoutVariant=wide&limit=50');
      expect(wide.results.map((r) => r.key)).toEqual(['PR000000', 'PR000005', 'PR000010', 'PR000015', 'PR000020']);
      expect((await showcase('publish', '?layoutVariant=none')).results).toEqual([]);
    });

    it('lists the newest version in preview, drafts included', async () => {
      const key = { siteId: SITE, docType: 'product', key: 'PR000001' } as const;
      await t.repository.saveDraft({ ...key, name: 'Product 1 (renamed)', data: { layoutVariant: 'wide' } });
      const preview = await showcase('preview', '?layoutVariant=wide&limit=50');
      expect(preview.results.find((r) => r.key === 'PR000001')).toMatchObject({ name: 'Product 1 (renamed)', status: 'draft', version: 2 });
      const publish = await showcase('publish', '?layoutVariant=wide&limit=50');
      expect(publish.results.map((r) => r.key)).not.toContain('PR000001');
    });

    it('lists global fragments for a site', async () => {
      expect((await showcase('publish', '', 'fragment')).results.map((r) => r.key)).toEqual(['size-guide']);
    });

    it("names each page's one path through its parents, even when a parent is not listed", async () => {
      const paths = (await showcase('publish', '?limit=50', 'page')).results.map((r) => [r.key, r.path]);
      expect(paths).toContainEqual(['about', '/about']);
      expect(paths).toContainEqual(['about-team', '/about/about-team']);
      const few = (await showcase('publish', '?limit=10', 'page')).results.filter((r) => r.parentKey === 'about');
      for (const page of few) expect(page.path).toBe(`/about/${page.key}`);
    });

    it('lists the live children of a page, ordered by key', async () => {
      const { body } = await children('publish', 'about');
      expect(body?.parent).toBe('about');
      expect(body?.children.map((c) => [c.key, c.name])).toEqual([
        ['about-history', 'Our history'],
        ['about-team', 'Our team'],
      ]);
      expect(body?.children[0]?.seo).toMatchObject({ title: 'History' });
    });

    it('follows drafts in preview: a new child appears and a moved child leaves', async () => {
      await t.repository.saveDraft({ siteId: SITE, docType: 'page', key: 'about-careers', parentKey: 'about', name: 'Careers', data: {} });
      await t.repository.saveDraft({ siteId: SITE, docType: 'page', key: 'about-team', parentKey: 'blog', name: 'Our team', data: {} });
      expect((await children('preview', 'about')).body?.children.map((c) => c.key)).toEqual(['about-careers', 'about-history']);
      expect((await children('preview', 'blog')).body?.children.map((c) => c.key)).toEqual(['about-team']);
      expect((await children('publish', 'about')).body?.children.map((c) => c.key)).toEqual(['about-history', 'about-team']);
      expect((await children('publish', 'blog')).body?.children).toEqual([]);
    });

    it('answers 404 API404 for children of a page that does not exist', async () => {
      const { response } = await children('publish', 'no-such-parent');
      expect(response.statusCode).toBe(404);
      expect(json<{ errorDetails: { errorId: string; message: string }[] }>(response).errorDetails[0]).toMatchObject({
        errorId: 'API404',
        message: expect.stringContaining('no-such-parent') as string,
      });
    });
  });
}
