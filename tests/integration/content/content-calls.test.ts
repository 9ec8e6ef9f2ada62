import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentResponseSchema, type ContentResponse } from '../../../schemas';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { editorSession, type EditorSession } from '../helpers/editor-session';
import { SITE } from '../helpers/fixtures';

const canvas = (mode: 'preview' | 'publish', path: string) => `/${mode}/caas/v1/canvas/${path}`;

/** Every document call of spec 001 §7, the document it must answer with, and whether espots ride along. */
const calls = [
  { path: `augmentedpage/${SITE}/cart`, key: 'cart', docType: 'augmentedpage', pageLike: true },
  { path: `category/${SITE}/1234`, key: '1234', docType: 'category', pageLike: true },
  { path: `search/${SITE}/results?q=boots`, key: 'results', docType: 'search', pageLike: true },
  { path: `page/${SITE}/about`, key: 'about', docType: 'page', pageLike: true },
  { path: `product/${SITE}/AB123456`, key: 'AB123456', docType: 'product', pageLike: true },
  { path: `footer/${SITE}`, key: 'footer', docType: 'footer', pageLike: false },
  { path: `menu/${SITE}`, key: 'menu', docType: 'menu', pageLike: false },
  { path: `popups/${SITE}`, key: 'popups', docType: 'popups', pageLike: false },
  { path: 'fragment/size-guide', key: 'size-guide', docType: 'fragment', pageLike: false },
] as const;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`content calls on ${kind}`, () => {
    let t: TestApp;
    // Signed in: previews answer only to editors (tests/integration/admin/preview-access covers strangers).
    let editor: EditorSession;
    beforeAll(async () => {
      t = await startTestApp(kind);
      editor = await editorSession(t.app, t.database.handle.db);
    });
    afterAll(() => t?.close());

    const get = async (url: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { ...headers, ...editor.headers } });
      return { response, body: json<ContentResponse>(response) };
    };
    const title = (body: ContentResponse) => (body.data.seo as { title: string }).title;
    const about = { siteId: SITE, docType: 'page', key: 'about' } as const;

    it.each(calls)('publish $docType answers the published document', async ({ path, key, docType, pageLike }) => {
      const { response, body } = await get(canvas('publish', path));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(contentResponseSchema.parse(body)).toMatchObject({ key, docType, version: 1, status: 'published' });
      if (pageLike) expect(body.espots?.map((e) => e.routePattern).sort()).toEqual(['*', '/c/*']);
      else expect(body.espots).toBeUndefined();
    });

    it('serves a new draft in preview only, and the published version in publish mode until it is published', async () => {
      const draft = await t.repository.saveDraft({ ...about, name: 'About us', data: { seo: { title: 'About (draft)' }, sections: [] } });
      expect(draft.version).toBe(2);

      const preview = await get(canvas('preview', `page/${SITE}/about`));
      expect(preview.response.headers['cache-control']).toBe('no-store');
      expect(preview.body).toMatchObject({ version: 2, status: 'draft' });
      expect(title((await get(canvas('publish', `page/${SITE}/about`))).body)).toBe('About Ridgeline');

      await t.repository.publish(about, 2);
      expect(title((await get(canvas('publish', `page/${SITE}/about`))).body)).toBe('About (draft)');
    });

    it('hides a scheduled version in publish mode and shows it in preview at a later preview date', async () => {
      const tomorrow = new Date(Date.now() + 86_400_000);
      const v3 = await t.repository.saveDraft({ ...about, name: 'About us', data: { seo: { title: 'About (scheduled)' }, sections: [] } });
      await t.repository.publish(about, v3.version, tomorrow);

      const live = await get(canvas('publish', `page/${SITE}/about`));
      expect(live.body.version).toBe(2);
      const later = await get(canvas('preview', `page/${SITE}/about`), { 'x-preview-date': new Date(Date.now() + 2 * 86_400_000).toISOString() });
      expect(later.body).toMatchObject({ version: 3, status: 'published', publishAt: tomorrow.toISOString() });
      const soon = await get(canvas('preview', `page/${SITE}/about`), { 'x-preview-date': new Date(Date.now() + 3_600_000).toISOString() });
      expect(soon.body.version).toBe(2);
      // Publish mode ignores the preview header altogether, even a far-future one.
      const ignored = await get(canvas('publish', `page/${SITE}/about`), { 'x-preview-date': '2999-01-01T00:00:00Z' });
      expect(ignored.body.version).toBe(2);
      const before = await get(canvas('preview', `page/${SITE}/about`), { 'x-preview-date': '2001-01-01' });
      expect(before.response.statusCode).toBe(404);
    });

    it('rolls back by publishing an older version again', async () => {
      await t.repository.publish(about, 1);
      expect((await get(canvas('publish', `page/${SITE}/about`))).body.version).toBe(1);
      const versions = await t.repository.listVersions(about);
      expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    });

    it('strips nulls at every depth with removeNulls=true, and keeps them otherwise', async () => {
      const kept = await get(canvas('publish', `category/${SITE}/1234`));
      expect(kept.body.data).toMatchObject({ seo: { description: null } });
      expect(JSON.stringify(kept.body.espots)).toContain('"closable":null');

      const stripped = await get(canvas('publish', `category/${SITE}/1234?removeNulls=true`));
      const text = JSON.stringify({ data: stripped.body.data, espots: stripped.body.espots });
      expect(text).not.toContain('null');
      expect(stripped.body.data).toMatchObject({ seo: { title: 'Running shoes' }, sections: [{ items: [{ id: 'hero-Running shoes' }] }] });
    });

    it('shows a draft espot on page-like calls in preview only', async () => {
      await t.repository.saveDraft({
        siteId: SITE,
        docType: 'espot',
        key: 'products',
        name: 'PDP espot',
        data: { routePattern: '/p/*', sections: [] },
      });
      const patterns = async (mode: 'preview' | 'publish') =>
        (await get(canvas(mode, `product/${SITE}/AB123456`))).body.espots?.map((e) => e.routePattern).sort();
      expect(await patterns('publish')).toEqual(['*', '/c/*']);
      expect(await patterns('preview')).toEqual(['*', '/c/*', '/p/*']);
    });

    it('is not cacheable when the caller bypasses caches', async () => {
      const { response } = await get(canvas('publish', `menu/${SITE}?bypassAllCache=true`));
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 404 API404 naming the document when it does not exist', async () => {
      const { response } = await get(canvas('publish', `page/${SITE}/no-such-page`));
      expect(response.statusCode).toBe(404);
      const envelope = json<{ errorDetails: { errorId: string; message: string }[] }>(response);
      expect(envelope.errorDetails[0]?.errorId).toBe('API404');
      expect(envelope.errorDetails[0]?.message).toContain('"no-such-page"');
      expect(envelope.errorDetails[0]?.message).toContain(SITE);
    });
  });
}
