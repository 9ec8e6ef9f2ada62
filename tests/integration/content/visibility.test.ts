import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository, PUBLISHED, type ContentView, type DocumentKey } from '../../../server/content/index';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';

const key: DocumentKey = { siteId: 'kestrel-en-gb', docType: 'page', key: 'visibility' };
const at = (iso: string) => new Date(iso);

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`one repository, one visibility rule, on ${kind}`, () => {
    let database: TestDatabase;
    let clock = at('2030-01-01T00:00:00Z');
    const repository = () => createContentRepository(database.handle.db, () => clock);
    const seenBy = async (view: ContentView) => (await repository().read(key, view))?.name ?? null;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      // v1 live since 2030-01-01, v2 scheduled for 2031-01-01, v3 a draft.
      const v1 = await repository().saveDraft({ ...key, name: 'v1', data: {} });
      await repository().publish(key, v1.version);
      clock = at('2030-02-01T00:00:00Z');
      const v2 = await repository().saveDraft({ ...key, name: 'v2', data: {} });
      await repository().publish(key, v2.version, at('2031-01-01T00:00:00Z'));
      await repository().saveDraft({ ...key, name: 'v3', data: {} });
    });
    afterAll(() => database?.dispose());

    it('publish sees the version live now; preview the newest; a preview date what is live then', async () => {
      expect(await seenBy(PUBLISHED)).toBe('v1');
      expect(await seenBy({ mode: 'preview' })).toBe('v3');
      expect(await seenBy({ mode: 'preview', previewDate: at('2030-06-01T00:00:00Z') })).toBe('v1');
      expect(await seenBy({ mode: 'preview', previewDate: at('2031-06-01T00:00:00Z') })).toBe('v2');
      expect(await seenBy({ mode: 'preview', previewDate: at('2029-06-01T00:00:00Z') })).toBeNull();
    });

    it("the admin's reads are the same rule: the live version, the schedule, the list's live version", async () => {
      const documents = repository();
      expect((await documents.newest(key))?.name).toBe('v3');
      expect(await documents.scheduledAt(key)).toEqual(at('2031-01-01T00:00:00Z'));
      const { rows } = await documents.list({ siteIds: [key.siteId], q: 'visibility', sort: 'name', limit: 10, offset: 0 });
      expect(rows.map((entry) => [entry.row.name, entry.liveVersion, entry.scheduledAt])).toEqual([['v3', 1, at('2031-01-01T00:00:00Z')]]);
    });

    it('the scheduled version goes live at its moment, and publishing an old version again rolls back to it', async () => {
      clock = at('2031-01-02T00:00:00Z');
      expect(await seenBy(PUBLISHED)).toBe('v2');
      expect((await repository().list({ siteIds: [key.siteId], q: 'visibility', sort: 'name', limit: 10, offset: 0 })).rows[0]?.liveVersion).toBe(2);
      await repository().publish(key, 1);
      clock = at('2031-01-03T00:00:00Z');
      expect(await seenBy(PUBLISHED)).toBe('v1');
      expect(await seenBy({ mode: 'preview' })).toBe('v3');
    });
  });
}
