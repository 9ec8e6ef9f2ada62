import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService, type ContentService } from '../../../server/content/index';
import { createArticleSearch } from '../../../server/content/articles/article-search';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { SITE } from '../helpers/fixtures';

const log = { warn: () => undefined };
const about = { siteId: SITE, docType: 'page', key: 'about' } as const;
const everywhere = { siteId: SITE, docType: 'espot', key: 'everywhere' } as const;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`one answer per stored revision on ${kind}`, () => {
    let t: TestApp;
    let service: ContentService;
    beforeAll(async () => {
      t = await startTestApp(kind);
      service = createContentService(t.repository, createArticleSearch(t.database.handle.db));
    });
    afterAll(() => t?.close());

    const read = (mode: 'publish' | 'preview') => service.document(mode, about, true, { removeNulls: true, log });

    it('answers the same object while nothing changed, and a new one after a save, a publish or an espot change', async () => {
      const first = await read('publish');
      expect(await read('publish')).toBe(first);
      // Without removeNulls the answer is another object (its data is not the null-free copy).
      expect(await service.document('publish', about, true, { removeNulls: false, log })).not.toBe(first);

      const draft = await t.repository.saveDraft({ ...about, name: 'About us', data: { seo: { title: 'About (draft)' }, sections: [] } });
      const preview = await read('preview');
      expect(preview).toMatchObject({ version: draft.version, status: 'draft' });
      expect(await read('publish')).toBe(first);

      await t.repository.publish(about, draft.version);
      const published = await read('publish');
      expect(published).not.toBe(first);
      expect(published).toMatchObject({ version: draft.version, status: 'published', data: { seo: { title: 'About (draft)' } } });

      const espot = await t.repository.saveDraft({
        ...everywhere,
        name: 'Header espot',
        data: { routePattern: '*', sections: [{ name: 'header inherited', items: [] }] },
      });
      expect(await read('publish')).toBe(published);
      await t.repository.publish(everywhere, espot.version);
      const withEspot = await read('publish');
      expect(withEspot).not.toBe(published);
      expect(withEspot.espots?.find((e) => e.routePattern === '*')?.sections).toEqual([{ name: 'header inherited', items: [] }]);
    });
  });
}
