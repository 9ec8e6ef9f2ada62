import { describe, expect, it } from 'vitest';
import { blockSchemas, espotDataSchema, isBlockType, pageDataSchema } from '../../../schemas';
import { demoDocuments } from '../../../server/demo/demo-content';
import { allBlocks, topBlocks } from './walk';

const documents = demoDocuments();
const pageLike = new Set(['page', 'augmentedpage', 'category', 'product', 'search']);
const label = (d: (typeof documents)[number]) => `${d.siteId} ${d.docType} ${d.key}`;

describe('demo content passes the content schemas', () => {
  it('is a sizeable seed for six sites', () => {
    expect(new Set(documents.map((d) => d.siteId)).size).toBe(6);
    expect(documents.length).toBeGreaterThan(300);
  });

  it.each(documents.filter((d) => pageLike.has(d.docType)).map((d) => [label(d), d] as const))('%s: page data', (_, doc) => {
    const parsed = pageDataSchema.safeParse(doc.data);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.seo.title.length).toBeGreaterThan(3);
    expect(parsed.data?.seo.description.length).toBeGreaterThan(10);
  });

  it('espot data passes espotDataSchema', () => {
    for (const doc of documents.filter((d) => d.docType === 'espot')) {
      expect(espotDataSchema.safeParse(doc.data).error?.issues, label(doc)).toBeUndefined();
    }
  });

  it('every block, children included, passes the schema of its type', () => {
    let checked = 0;
    for (const doc of documents) {
      for (const block of allBlocks(topBlocks(doc))) {
        expect(isBlockType(block.type), `${label(doc)}: unknown type ${block.type}`).toBe(true);
        if (!isBlockType(block.type)) continue;
        const result = blockSchemas[block.type].safeParse(block);
        expect(result.error?.issues, `${label(doc)}: ${block.id}`).toBeUndefined();
        // NB: zod drops unknown keys silently; a field the schema does not know is a typo in the seed.
        const dropped = Object.keys(block).filter((key) => !Object.hasOwn(result.data ?? {}, key));
        expect(dropped, `${label(doc)}: ${block.id}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('menus and footers are single megaMenu and footer blocks', () => {
    for (const doc of documents.filter((d) => d.docType === 'menu' || d.docType === 'footer')) {
      expect(doc.data.type, label(doc)).toBe(doc.docType === 'menu' ? 'megaMenu' : 'footer');
    }
  });

  it('block ids (and menu item ids) are unique within each document and across the seed', () => {
    const seen = new Set<string>();
    for (const doc of documents) {
      const ids = allBlocks(topBlocks(doc)).map((b) => b.id);
      const menuIds: string[] = [];
      const walk = (items: unknown): void => {
        for (const item of (items as { id: string; columns?: unknown }[] | undefined) ?? []) {
          menuIds.push(item.id);
          walk(item.columns);
        }
      };
      if (doc.docType === 'menu') walk(doc.data.items);
      const all = [...ids, ...menuIds];
      expect(new Set(all).size, label(doc)).toBe(all.length);
      for (const id of all) {
        expect(seen.has(id), `${id} repeats`).toBe(false);
        seen.add(id);
      }
    }
  });

  it('is deterministic: two builds are identical', () => {
    expect(JSON.stringify(demoDocuments())).toBe(JSON.stringify(documents));
  });
});
