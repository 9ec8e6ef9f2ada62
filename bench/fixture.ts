import { demoDocuments } from '../server/db/seed/demo-content';

/**
 * A content response holding a 60-block page: the top-level blocks of a demo home page (heroes,
 * banners, carousels and grids with their cards), repeated with fresh ids until there are 60.
 */
export function sixtyBlockPage(siteId: string) {
  const home = demoDocuments().find((d) => d.siteId === siteId && d.docType === 'page' && d.key === 'home');
  if (!home) throw new Error(`no demo home page for ${siteId}`);
  const sections = (home.data as { sections: { name: string; items: { id: string; type: string }[] }[] }).sections;
  const blocks = sections.filter((s) => !/lazy load|inherited/i.test(s.name)).flatMap((s) => s.items);
  if (blocks.length === 0) throw new Error('the demo home page has no blocks');
  const items = Array.from({ length: 60 }, (_, i) => ({ ...structuredClone(blocks[i % blocks.length]!), id: `bench-${i}` }));
  const sectionsOfTen = Array.from({ length: 6 }, (_, i) => ({ name: `bench ${i + 1}`, items: items.slice(i * 10, i * 10 + 10) }));
  return {
    id: 'bench', siteId, docType: 'page', key: 'bench', name: 'Benchmark page', version: 1, status: 'published',
    publishAt: null, data: { seo: { title: 'Bench', description: '' }, sections: sectionsOfTen }, espots: [],
  };
}

/** Every block on the page, children of containers included. */
export function countBlocks(items: readonly unknown[]): number {
  return items.reduce<number>((n, item) => n + 1 + countBlocks(((item as { items?: unknown[] }).items) ?? []), 0);
}
