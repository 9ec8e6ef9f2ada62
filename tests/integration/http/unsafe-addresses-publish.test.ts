import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDocument, InvalidDocumentResponse } from '../../../schemas';
import { idOf, startDocumentsApp, type DocumentsApp } from '../admin/documents-app';
import { json } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { SITE } from '../helpers/fixtures';

/**
 * Issue 21 §4: an editor's link `/\evil.example` passed as a site path and opened another site, and a `javascript:`
 * picture was accepted at publish. The link and image primitives refuse them, so publishing names each block.
 */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`publishing links and pictures that lead elsewhere, on ${kind}`, () => {
    let t: DocumentsApp;
    beforeAll(async () => {
      t = await startDocumentsApp(kind);
    }, 180_000);
    afterAll(() => t?.close());

    const save = async (docType: 'page' | 'menu', key: string, data: Record<string, unknown>) => {
      const id = idOf(docType, key);
      const doc = json<AdminDocument>(await t.call(t.editor, 'GET', `/admin/v1/documents/${id}`));
      const answer = await t.call(t.editor, 'PUT', `/admin/v1/documents/${id}`, { baseVersion: doc.version, data });
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ version: number }>(answer).version;
    };
    const publish = (docType: 'page' | 'menu', key: string, version: number) =>
      t.call(t.publisher, 'POST', `/admin/v1/documents/${idOf(docType, key)}/publish`, { version });
    const liveVersion = async (key: string) => json<{ version: number }>(await t.app.inject(`/publish/caas/v1/canvas/page/${SITE}/${key}`)).version;

    it('refuses (422) a page whose links or pictures lead to another host or run script, naming block, type and path', async () => {
      const picture = (url: string) => ({ sm: { url, alt: '' } });
      const items = [
        {
          id: 'hero-fine',
          type: 'hero',
          title: 'Fine',
          media: picture('/images/rl-dawn-ridge.webp'),
          targets: [{ url: '/en-us/c/men-1000', text: 'Men' }],
        },
        { id: 'hero-backslash', type: 'hero', targets: [{ url: '/\\evil.example', text: 'Sale' }] },
        { id: 'banner-script-picture', type: 'banner', media: picture('javascript:alert(1)') },
        { id: 'cta-script-link', type: 'ctaButtons', targets: [{ url: 'JavaScript:alert(1)', text: 'Go' }] },
        {
          id: 'carousel',
          type: 'collection',
          items: [
            { id: 'inner-encoded', type: 'banner', mediaTarget: { url: '/%5Cevil.example' } },
            { id: 'inner-tab', type: 'banner', targets: [{ url: '/\t/evil.example', text: 'x' }] },
          ],
        },
        {
          id: 'list-http',
          type: 'verticalLinkList',
          items: [{ text: 'Trail', target: { url: '//evil.example' }, image: { url: 'http://cdn.example/trail.jpg', alt: '' } }],
        },
      ];
      const version = await save('page', 'about', { sections: [{ name: 'main', items }], seo: { title: 'About', description: '' } });
      const answer = await publish('page', 'about', version);
      expect(answer.statusCode, answer.body).toBe(422);
      const { errorDetails } = json<InvalidDocumentResponse>(answer);
      expect(errorDetails.every((detail) => detail.errorId === 'DOC422' && detail.message.length > 0)).toBe(true);
      expect(errorDetails.map((d) => [d.blockId, d.blockType, d.path, d.field])).toEqual([
        ['hero-backslash', 'hero', 'targets.0.url', 'sections.0.items.1.targets.0.url'],
        ['banner-script-picture', 'banner', 'media.sm.url', 'sections.0.items.2.media.sm.url'],
        ['cta-script-link', 'ctaButtons', 'targets.0.url', 'sections.0.items.3.targets.0.url'],
        ['inner-encoded', 'banner', 'mediaTarget.url', 'sections.0.items.4.items.0.mediaTarget.url'],
        ['inner-tab', 'banner', 'targets.0.url', 'sections.0.items.4.items.1.targets.0.url'],
        ['list-http', 'verticalLinkList', 'items.0.target.url', 'sections.0.items.5.items.0.target.url'],
        ['list-http', 'verticalLinkList', 'items.0.image.url', 'sections.0.items.5.items.0.image.url'],
      ]);
      expect(errorDetails[0]?.message).toMatch(/backslash/);
      expect(await liveVersion('about')).toBe(1);

      // The same page with its addresses made good publishes.
      const good = items.slice(0, 1).concat({ id: 'hero-backslash', type: 'hero', targets: [{ url: '/en-us/c/women-2000', text: 'Sale' }] });
      const fixed = await save('page', 'about', { sections: [{ name: 'main', items: good }], seo: { title: 'About', description: '' } });
      expect((await publish('page', 'about', fixed)).statusCode).toBe(200);
      expect(await liveVersion('about')).toBe(fixed);
    });

    it("refuses a menu whose link reads as another host, naming the menu block and the item's path", async () => {
      const data = {
        id: 'main-menu',
        type: 'megaMenu',
        items: [{ id: 'men', title: 'Men', target: { url: '/\\\\evil.example' }, menuIcon: 'javascript:alert(1)' }],
      };
      const answer = await publish('menu', 'menu', await save('menu', 'menu', data));
      expect(answer.statusCode, answer.body).toBe(422);
      const paths = json<InvalidDocumentResponse>(answer).errorDetails.map((d) => [d.blockId, d.blockType, d.path]);
      expect(paths).toEqual([
        ['main-menu', 'megaMenu', 'items.0.target.url'],
        ['main-menu', 'megaMenu', 'items.0.menuIcon'],
      ]);
    });
  });
}
