import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDocument, AdminDocumentListResponse, DocumentVersionsResponse, InvalidDocumentResponse } from '../../../schemas';
import { adminAuditLog } from '../../../server/db/index';
import { json } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { SITE } from '../helpers/fixtures';
import { idOf, startDocumentsApp, type DocumentsApp } from './documents-app';

interface Envelope {
  readonly errorDetails: readonly { readonly errorId: string; readonly message: string; readonly field?: string }[];
}

const page = (title: string, items: readonly unknown[] = [{ id: `hero-${title}`, type: 'hero', title }]) => ({
  sections: [{ name: 'main', items }],
  seo: { title, description: '' },
});
const titleOf = (body: { data: Record<string, unknown> }) => (body.data.seo as { title: string }).title;

/** A fresh database and app; migrating takes a while on a busy machine. */
const STARTUP_MS = 180_000;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`publishing through the admin documents API on ${kind}`, () => {
    let t: DocumentsApp;
    beforeAll(async () => {
      t = await startDocumentsApp(kind);
    }, STARTUP_MS);
    afterAll(() => t?.close());

    const publicPage = async (key: string) => {
      const answer = await t.app.inject(`/publish/caas/v1/canvas/page/${SITE}/${key}`);
      return {
        status: answer.statusCode,
        body: answer.statusCode === 200 ? json<{ version: number; data: Record<string, unknown> }>(answer) : undefined,
      };
    };
    /** The preview read an editor makes (their session lets them through the preview gate). */
    const previewAt = async (key: string, at: string) => {
      const answer = await t.app.inject({
        url: `/preview/caas/v1/canvas/page/${SITE}/${key}`,
        headers: { 'x-preview-date': at, cookie: t.editor.cookie },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ version: number; data: Record<string, unknown> }>(answer);
    };
    const save = async (key: string, data: Record<string, unknown>) => {
      const id = idOf('page', key);
      const doc = json<AdminDocument>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}`));
      const answer = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: doc.version, data });
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ version: number }>(answer).version;
    };
    const publish = (key: string, body: Record<string, unknown>, as = t.publisher) =>
      t.call(as, 'POST', `/admin/v1/documents/${idOf('page', key)}/publish`, body);

    it('publishes a saved draft now: the public page then shows it', async () => {
      const version = await save('about', page('About Ridgeline, rewritten'));
      expect((await publicPage('about')).body?.version).toBe(1);
      const answer = await publish('about', { version });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(json(answer)).toEqual({ version, status: 'published', publishAt: null });
      const live = await publicPage('about');
      expect(live.body?.version).toBe(version);
      expect(titleOf(live.body ?? { data: {} })).toBe('About Ridgeline, rewritten');
      const doc = json<AdminDocument>(await t.call(t.editor, 'GET', `/admin/v1/documents/${idOf('page', 'about')}`));
      expect(doc).toMatchObject({ version, status: 'published', liveVersion: version, publishAt: null });
      const [entry] = await t.database.handle.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'publish'));
      expect(entry).toMatchObject({ key: 'about', version, email: 'publisher@tessera.test' });
    });

    it('refuses the editor role (403), changing nothing', async () => {
      const version = await save('about-team', page('Team, by an editor'));
      const answer = await publish('about-team', { version }, t.editor);
      expect(answer.statusCode).toBe(403);
      expect((await publicPage('about-team')).body?.version).toBe(1);
      expect(
        (await t.call(t.editor, 'POST', `/admin/v1/documents/${idOf('page', 'about-team')}/publish`, { version: 1, at: '2999-01-01T00:00:00Z' }))
          .statusCode,
      ).toBe(403);
    });

    it('schedules a version: not public now, shown by a preview at that moment, listed as scheduled', async () => {
      const version = await save('about-history', page('History, next week'));
      const at = new Date(Date.now() + 7 * 24 * 3600_000);
      at.setUTCMilliseconds(0);
      const answer = await publish('about-history', { version, at: at.toISOString() });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(json(answer)).toEqual({ version, status: 'published', publishAt: at.toISOString() });

      expect((await publicPage('about-history')).body?.version).toBe(1);
      expect((await previewAt('about-history', new Date(at.getTime() - 60_000).toISOString())).version).toBe(1);
      const then = await previewAt('about-history', new Date(at.getTime() + 60_000).toISOString());
      expect([then.version, titleOf(then)]).toEqual([version, 'History, next week']);

      const id = idOf('page', 'about-history');
      const doc = json<AdminDocument>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}`));
      expect(doc).toMatchObject({ publishAt: at.toISOString(), liveVersion: 1 });
      const listed = json<AdminDocumentListResponse>(await t.call(t.editor, 'GET', `/admin/v1/documents?siteId=${SITE}&q=about-history`));
      expect(listed.documents.map((d) => [d.key, d.version, d.publishAt, d.liveVersion])).toEqual([['about-history', version, at.toISOString(), 1]]);
      const { versions } = json<DocumentVersionsResponse>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}/versions`));
      expect(versions.map((v) => [v.version, v.status, v.live, v.scheduled])).toEqual([
        [version, 'published', false, true],
        [1, 'published', true, false],
      ]);
      const [entry] = await t.database.handle.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'schedule'));
      expect(entry).toMatchObject({ key: 'about-history', version, detail: { at: at.toISOString() } });
    });

    it("calls off an older version's schedule when a newer one is published before it", async () => {
      const id = idOf('page', 'about-history');
      const before = json<DocumentVersionsResponse>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}/versions`)).versions;
      const scheduled = before.find((v) => v.scheduled);
      expect(scheduled).toBeDefined();
      const version = await save('about-history', page('History, fixed today'));
      expect((await publish('about-history', { version })).statusCode).toBe(200);
      const { versions } = json<DocumentVersionsResponse>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}/versions`));
      expect(versions.map((v) => [v.version, v.status, v.live, v.scheduled])).toEqual([
        [version, 'published', true, false],
        [scheduled?.version, 'draft', false, false],
        [1, 'published', false, false],
      ]);
      // Next week still shows today's version.
      const nextMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
      expect((await previewAt('about-history', nextMonth)).version).toBe(version);
      const [entry] = await t.database.handle.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.key, 'about-history'), eq(adminAuditLog.action, 'publish')));
      expect(entry?.detail).toEqual({ unscheduled: [scheduled?.version] });
    });

    it('refuses a schedule in the past, of the live version, of a version that does not exist', async () => {
      const past = await publish('about-team', { version: 1, at: '2001-01-01T00:00:00Z' });
      expect(past.statusCode).toBe(400);
      expect(json<Envelope>(past).errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'body.at' });
      const live = await publish('about-team', { version: 1, at: '2999-01-01T00:00:00Z' });
      expect(live.statusCode).toBe(409);
      expect(json<Envelope>(live).errorDetails[0]?.errorId).toBe('DOC412');
      expect((await publish('about-team', { version: 42 })).statusCode).toBe(404);
      for (const body of [{}, { version: 'one' }, { version: 1, at: 'tomorrow' }, { version: 1, at: '2999-01-01T00:00:00' }]) {
        const answer = await publish('about-team', body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await publicPage('about-team')).body?.version).toBe(1);
    });

    it('refuses (422) a version whose blocks fail their schemas, naming each block, its type and the field, nested ones included', async () => {
      const items = [
        { id: 'hero-ok', type: 'hero', title: 'Fine' },
        { id: 'hero-bad', type: 'hero', title: 42 },
        {
          id: 'carousel',
          type: 'collection',
          variant: 'default',
          items: [
            { id: 'inner-ok', type: 'banner', title: 'Fine' },
            { id: 'inner-bad', type: 'banner', targets: [{ url: 'javascript:alert(1)', text: 'x' }] },
          ],
        },
        { id: 'mystery', type: 'hologram' },
      ];
      const version = await save('about-team', page('Team with problems', items));
      const answer = await publish('about-team', { version });
      expect(answer.statusCode).toBe(422);
      const { errorDetails } = json<InvalidDocumentResponse>(answer);
      expect(errorDetails.every((detail) => detail.errorId === 'DOC422')).toBe(true);
      expect(errorDetails.map((d) => [d.blockId, d.blockType, d.path, d.field])).toEqual([
        ['hero-bad', 'hero', 'title', 'sections.0.items.1.title'],
        ['inner-bad', 'banner', 'targets.0.url', 'sections.0.items.2.items.1.targets.0.url'],
        ['mystery', 'hologram', 'type', 'sections.0.items.3.type'],
      ]);
      expect(errorDetails[0]).toMatchObject({ section: 'main' });
      expect(errorDetails.every((d) => d.message.length > 0)).toBe(true);
      // Nothing was published.
      expect((await publicPage('about-team')).body?.version).toBe(1);
      const { versions } = json<DocumentVersionsResponse>(
        await t.call(t.editor, 'GET', `/admin/v1/documents/${idOf('page', 'about-team')}/versions`),
      );
      expect(versions[0]).toMatchObject({ version, status: 'draft' });

      // Fixed, the next version publishes.
      const fixed = await save('about-team', page('Team fixed', [items[0], { ...items[1], title: 'Better' }]));
      expect((await publish('about-team', { version: fixed })).statusCode).toBe(200);
      expect((await publicPage('about-team')).body?.version).toBe(fixed);
    });

    it('checks the documents that are not pages against their own schemas', async () => {
      const menuId = idOf('menu', 'menu');
      const menu = json<AdminDocument>(await t.call(t.editor, 'GET', `/admin/v1/documents/${menuId}`));
      // The fixture's menu is no mega menu block.
      const refused = await t.call(t.publisher, 'POST', `/admin/v1/documents/${menuId}/publish`, { version: menu.version });
      expect(refused.statusCode).toBe(422);
      const saved = await t.call(t.editor, 'PUT', `/admin/v1/documents/${menuId}`, {
        baseVersion: menu.version,
        data: { id: 'main-menu', type: 'megaMenu', items: [{ id: 'men', title: 'Men', target: { url: '/en-us/c/men-1000' } }] },
      });
      const version = json<{ version: number }>(saved).version;
      expect((await t.call(t.publisher, 'POST', `/admin/v1/documents/${menuId}/publish`, { version })).statusCode).toBe(200);
      expect(json<{ version: number }>(await t.app.inject(`/publish/caas/v1/canvas/menu/${SITE}`)).version).toBe(version);
    });

    it('rolls back by publishing an older version again', async () => {
      const answer = await publish('about', { version: 1 });
      expect(answer.statusCode, answer.body).toBe(200);
      const live = await publicPage('about');
      expect([live.body?.version, titleOf(live.body ?? { data: {} })]).toEqual([1, 'About Ridgeline']);
    });
  });
}
