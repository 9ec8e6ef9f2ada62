import { describe, expect, it, vi } from 'vitest';
import { resolvePageOnce } from '../../../storefront/server/resolved-pages';

const doc = (title: string, extra: unknown[] = []) => ({
  id: 'doc-memo', siteId: 'ridgeline-en-us', docType: 'page', key: 'memo', name: 'Memo', version: 1, status: 'published', publishAt: null, espots: [],
  data: { sections: [{ name: 'main', items: [{ id: 'h1', type: 'hero', title }, { id: 'bad', type: 'hero', targets: [{ url: 'javascript:alert(1)' }] }, ...extra] }] },
});

describe('resolvePageOnce', () => {
  it('resolves a revision once: the same content on the same path is the same page, and skipped blocks are logged once', () => {
    const log = { warn: vi.fn() };
    const first = resolvePageOnce({ doc: doc('Summit'), path: '/en-us/memo', log });
    // The next request parses the stored document afresh: equal content, another object.
    const again = resolvePageOnce({ doc: doc('Summit'), path: '/en-us/memo', log });
    expect(again).toBe(first);
    expect(first.page.sections[0]?.items.map((b) => b.id)).toEqual(['h1']);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('resolves afresh when the content changes (a publish, a draft saved in preview) or on another path', () => {
    const log = { warn: vi.fn() };
    const before = resolvePageOnce({ doc: doc('Summit'), path: '/en-gb/memo', log });
    const edited = resolvePageOnce({ doc: doc('Summit at dawn'), path: '/en-gb/memo', log });
    expect(edited).not.toBe(before);
    expect(edited.page.sections[0]?.items[0]?.title).toBe('Summit at dawn');
    const elsewhere = resolvePageOnce({ doc: doc('Summit'), path: '/de-de/memo', log });
    expect(elsewhere).not.toBe(before);
    expect(elsewhere.page).toEqual(before.page);
  });
});
