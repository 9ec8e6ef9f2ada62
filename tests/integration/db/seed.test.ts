import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { contentDocumentSchema } from '../../../schemas';
import { createContentRepository, toContentDocument } from '../../../server/content/index';
import { contentDocuments } from '../../../server/db/index';
import { seedDemoContent } from '../../../server/demo/index';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { fixtureDocuments, SITE } from '../helpers/fixtures';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`seed on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database?.dispose());

    it('inserts every document as published version 1, and nothing the second time', async () => {
      const documents = fixtureDocuments();
      const { db } = database.handle;
      expect(await seedDemoContent(db, documents)).toBe(documents.length);
      expect(await seedDemoContent(db, documents)).toBe(0);

      const [total] = await db.select({ n: count() }).from(contentDocuments);
      expect(total?.n).toBe(documents.length);
      const rows = await db.select().from(contentDocuments).where(eq(contentDocuments.key, 'about'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ siteId: SITE, version: 1, status: 'published', publishAt: null, parentKey: null });
      expect(rows[0]?.publishedAt).toBeInstanceOf(Date);
      const document = contentDocumentSchema.parse(toContentDocument(rows[0]!));
      expect(document).toMatchObject({ key: 'about', name: 'About us', updatedAt: rows[0]?.publishedAt?.toISOString() });
    });

    it('leaves a document alone once an editor has versions of it', async () => {
      const { db } = database.handle;
      const repository = createContentRepository(db);
      const key = { siteId: SITE, docType: 'page', key: 'about' } as const;
      await repository.saveDraft({ ...key, name: 'About (edited)', data: { sections: [] } });
      expect(await seedDemoContent(db, fixtureDocuments())).toBe(0);
      expect((await repository.listVersions(key)).map((v) => [v.version, v.name])).toEqual([
        [2, 'About (edited)'],
        [1, 'About us'],
      ]);
    });

    it('numbers concurrent saves of one document without gaps or collisions', async () => {
      const repository = createContentRepository(database.handle.db);
      const key = { siteId: SITE, docType: 'menu', key: 'menu' } as const;
      await Promise.all(Array.from({ length: 5 }, (_, i) => repository.saveDraft({ ...key, name: `Menu ${i}`, data: {} })));
      expect((await repository.listVersions(key)).map((v) => v.version)).toEqual([6, 5, 4, 3, 2, 1]);
    });
  });
}
