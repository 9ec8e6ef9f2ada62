import { demoDocuments } from '../server/demo/demo-content';

export interface RawBlock {
  readonly id: string;
  readonly type: string;
  readonly [field: string]: unknown;
}

const isBlock = (value: unknown): value is RawBlock =>
  typeof value === 'object' && value !== null && typeof (value as RawBlock).id === 'string' && typeof (value as RawBlock).type === 'string';

/**
 * Every top-level block the demo seed gives one site, by type, in the seed's order (its explore and home
 * pages first, then every other page, slot, menu, footer and pop-up list). Real content, so every block
 * type appears with the fields editors actually fill in.
 */
export function demoBlocksByType(siteId: string): Map<string, RawBlock[]> {
  const docs = demoDocuments().filter((d) => d.siteId === siteId);
  const first = (key: string) => (d: { key: string }) => (d.key === key ? 0 : 1);
  docs.sort((a, b) => first('explore')(a) - first('explore')(b) || first('home')(a) - first('home')(b));
  const byType = new Map<string, RawBlock[]>();
  const add = (block: unknown) => {
    if (!isBlock(block)) return;
    byType.set(block.type, [...(byType.get(block.type) ?? []), block]);
  };
  for (const doc of docs) {
    const data = doc.data as { sections?: { items?: unknown[] }[]; popups?: unknown[] };
    for (const section of data.sections ?? []) for (const block of section.items ?? []) add(block);
    for (const popup of data.popups ?? []) add(popup);
    add(data); // a menu or footer document is itself one block
  }
  return byType;
}

/**
 * The blocks round-robin by type: one of every type, then the second of every type that has one, and so
 * on, so a page of any size carries as many types as it can, and every type once it has that many blocks.
 */
export function roundRobin(byType: ReadonlyMap<string, readonly RawBlock[]>): RawBlock[] {
  const lists = [...byType.values()];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  const out: RawBlock[] = [];
  for (let i = 0; i < longest; i++) for (const list of lists) if (list[i]) out.push(list[i]!);
  return out;
}

/** Blocks per section on a bench page. */
const SECTION_SIZE = 10;

/**
 * A content response (what the content API returns for a page, with removeNulls: no `publishAt` when none) holding `size` top-level blocks taken in
 * order from `pool`, repeated when the pool is shorter; every copy has a fresh id, as an editor's would.
 */
export function benchPage(siteId: string, pool: readonly RawBlock[], size: number) {
  if (pool.length === 0) throw new Error('no blocks to build a page from');
  const items = Array.from({ length: size }, (_, i) => ({ ...structuredClone(pool[i % pool.length]!), id: `bench-${i}` }));
  const sections = Array.from({ length: Math.ceil(size / SECTION_SIZE) }, (_, i) => ({
    name: `bench ${i + 1}`,
    items: items.slice(i * SECTION_SIZE, (i + 1) * SECTION_SIZE),
  }));
  return {
    id: `bench-${size}`,
    siteId,
    docType: 'page',
    key: `bench-${size}`,
    name: `Benchmark page of ${size} blocks`,
    version: 1,
    status: 'published',
    data: { seo: { title: 'Bench', description: '' }, sections },
    espots: [],
  };
}

/** Every block on the page, children of containers and cards of carousels and grids included. */
export function countBlocks(items: readonly unknown[]): number {
  return items.reduce<number>((n, item) => n + 1 + countBlocks((item as { items?: unknown[] }).items ?? []), 0);
}

type BenchPage = ReturnType<typeof benchPage>;

/**
 * The page as the content service answers it after the `n`th publish: a new stored row (another id and
 * version, every object parsed afresh) in which an editor changed one block's title, a different block each time.
 */
export function publishedRevision(page: BenchPage, n: number): BenchPage {
  const next = structuredClone(page);
  const blocks = next.data.sections.flatMap((section) => section.items) as { title?: unknown }[];
  const edited = blocks[n % blocks.length]!;
  edited.title = `${typeof edited.title === 'string' ? edited.title : 'Edited'} (revision ${n + 2})`;
  return { ...next, id: `${page.id}-r${n + 2}`, version: n + 2 };
}
