import { describe, expect, it, vi } from 'vitest';
import type { BlockIssue } from '../../../runtime/core';
import { resolveBlockOnce, resolvePageOnce, resolvePopupsOnce, validateBlockOnce } from '../../../storefront/server/resolved-pages';

const doc = (title: string, extra: unknown[] = [], espots: unknown[] = []) => ({
  id: 'doc-memo',
  siteId: 'ridgeline-en-us',
  docType: 'page',
  key: 'memo',
  name: 'Memo',
  version: 1,
  status: 'published',
  publishAt: null,
  espots,
  data: {
    sections: [
      { name: 'main', items: [{ id: 'h1', type: 'hero', title }, { id: 'bad', type: 'hero', targets: [{ url: 'javascript:alert(1)' }] }, ...extra] },
      { name: 'promo inherited', items: [] },
    ],
  },
});

const promoEspot = (pattern: string, id: string) => ({
  routePattern: pattern,
  sections: [{ name: 'promo inherited', items: [{ id, type: 'promoBar', messages: [] }] }],
});

describe('resolvePageOnce', () => {
  it('resolves a revision once: the same answer on the same path is the same page, and skipped blocks are logged once', () => {
    const log = { warn: vi.fn() };
    const answer = doc('Summit');
    const first = resolvePageOnce({ doc: answer, path: '/en-us/memo', log });
    expect(resolvePageOnce({ doc: answer, path: '/en-us/memo', log })).toBe(first);
    expect(first.page.sections[0]?.items.map((b) => b.id)).toEqual(['h1']);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('resolves afresh for another revision (a publish, a draft saved in preview)', () => {
    const log = { warn: vi.fn() };
    const before = resolvePageOnce({ doc: doc('Summit'), path: '/en-gb/memo', log });
    const edited = resolvePageOnce({ doc: doc('Summit at dawn'), path: '/en-gb/memo', log });
    expect(edited).not.toBe(before);
    expect(edited.page.sections[0]?.items[0]?.title).toBe('Summit at dawn');
  });

  it('shares one page between paths on which the same espots apply, and resolves apart where they differ', () => {
    const log = { warn: vi.fn() };
    const answer = doc('Summit', [], [promoEspot('/c/*', 'categories-promo'), promoEspot('*', 'everywhere-promo')]);
    const promos = (path: string) =>
      resolvePageOnce({ doc: answer, path, log })
        .page.sections.find((s) => s.inherited)
        ?.items.map((b) => b.id);
    const category = resolvePageOnce({ doc: answer, path: '/en-us/c/boots-1000', log });
    expect(resolvePageOnce({ doc: answer, path: '/en-us/c/anything-else-2000', log })).toBe(category);
    expect(promos('/en-us/c/boots-1000')).toEqual(['categories-promo', 'everywhere-promo']);
    expect(promos('/en-us/journal')).toEqual(['everywhere-promo']);
    expect(resolvePageOnce({ doc: answer, path: '/en-us/journal', log })).not.toBe(category);
  });
});

describe('validateBlockOnce', () => {
  const context = (section: string) => ({
    section,
    sanitizeHtml: (html: string) => html.replace(/<script>.*?<\/script>/g, ''),
    log: { warn: vi.fn() },
    issues: [] as BlockIssue[],
  });
  const collection = (title: string) => ({
    id: 'c1',
    type: 'collection',
    title,
    titleHtml: '<b>Hi</b><script>x</script>',
    items: [
      { id: 'ok', type: 'hero', title: 'Card' },
      { id: 'bad', type: 'hero', targets: [{ url: 'javascript:alert(1)' }] },
    ],
  });

  it('validates a block once by content: an equal block of a later revision is the block validated before', () => {
    const first = validateBlockOnce(collection('Same'), context('main'));
    const again = validateBlockOnce(collection('Same'), context('main'));
    expect(again).toBe(first);
    expect(first).toMatchObject({ id: 'c1', titleHtml: '<b>Hi</b>', items: [{ id: 'ok' }] });
    expect(validateBlockOnce(collection('Edited'), context('main'))).toMatchObject({ title: 'Edited' });
  });

  it('reports the skipped children to every revision that holds the block, under its section', () => {
    for (const section of ['main', 'lazy load']) {
      const ctx = context(section);
      validateBlockOnce(collection('Reported'), ctx);
      expect(ctx.issues).toEqual([
        expect.objectContaining({ blockId: 'bad', section, reason: expect.stringContaining('collection "c1" › items.1 › ') as unknown }),
      ]);
      expect(ctx.log.warn).toHaveBeenCalledTimes(1);
    }
  });
});

describe('menu, footer and pop-ups answers', () => {
  const menu = (title: string) => ({
    id: `menu-${title}`,
    siteId: 'ridgeline-en-us',
    docType: 'menu',
    key: 'menu',
    name: 'Menu',
    version: 1,
    status: 'published',
    data: { id: 'mm', type: 'hero', title },
  });

  it('resolves the block of an answer once, and a new revision afresh', () => {
    const log = { warn: vi.fn() };
    const answer = menu('Main');
    const block = resolveBlockOnce(answer, log);
    expect(block).toMatchObject({ id: 'mm', title: 'Main' });
    expect(resolveBlockOnce(answer, log)).toBe(block);
    expect(resolveBlockOnce(menu('Edited'), log)).toMatchObject({ title: 'Edited' });
  });

  it('resolves the pop-ups of an answer once', () => {
    const log = { warn: vi.fn() };
    const answer = {
      id: 'p1',
      siteId: 'ridgeline-en-us',
      docType: 'popups',
      key: 'popups',
      name: 'Popups',
      version: 1,
      status: 'published',
      data: { popups: [] },
    };
    const popups = resolvePopupsOnce(answer, log);
    expect(resolvePopupsOnce(answer, log)).toBe(popups);
  });
});
