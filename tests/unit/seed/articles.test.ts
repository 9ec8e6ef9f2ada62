import { describe, expect, it } from 'vitest';
import { allSites } from '../../../runtime/core';
import { articleMetaSchema } from '../../../schemas';
import { demoDocuments } from '../../../server/demo/demo-content';
import { topBlocks } from './walk';

const documents = demoDocuments();

describe.each(allSites().map((s) => s.siteId))('%s journal', (siteId) => {
  const articles = documents.filter((d) => d.siteId === siteId && d.parentKey === 'journal');

  it('has a journal page with a filterable article grid, and two to three dozen articles under it', () => {
    const journal = documents.find((d) => d.siteId === siteId && d.docType === 'page' && d.key === 'journal');
    expect(topBlocks(journal ?? { siteId, docType: 'page', key: '', name: '', data: {} }).find((b) => b.type === 'articleGrid')?.showFilterBar).toBe(
      true,
    );
    expect(articles.length).toBeGreaterThanOrEqual(24);
    expect(articles.length).toBeLessThanOrEqual(36);
  });

  it('gives every article an index card that passes the article schema and agrees with its article block', () => {
    for (const doc of articles) {
      const meta = articleMetaSchema.parse(doc.data.article);
      const block = topBlocks(doc).find((b) => b.type === 'articlePage');
      expect(block, doc.key).toMatchObject({ title: meta.title, date: meta.date, tags: meta.tags });
      expect(meta.tags.length, doc.key).toBeGreaterThan(0);
    }
    expect(new Set(articles.map((d) => (d.data.article as { date: string }).date)).size).toBe(articles.length);
  });

  it('shares article tags, so related grids have something to show', () => {
    const counts = new Map<string, number>();
    for (const doc of articles)
      for (const tag of (doc.data.article as { tags: { id: string }[] }).tags) counts.set(tag.id, (counts.get(tag.id) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(4);
    expect([...counts.values()].every((n) => n >= 2)).toBe(true);
  });
});
