import { describe, expect, it } from 'vitest';
import type { ResolvedSection } from '../../../../runtime/core';
import { applyOps, type Section } from '../../../../preview-bridge';
import { createDraftResolver } from '../../../../storefront/preview/resolve-draft';
import { createDraftSanitizer } from '../../../../storefront/preview/sanitize-draft-html';
import { banner, hero, sections } from './fixture';

const resolver = (serverSections: ResolvedSection[] = []) => createDraftResolver({ sanitizeHtml: createDraftSanitizer(window), serverSections });

describe('resolving a draft in the browser', () => {
  it('validates blocks as the server does: sections marked, invalid ones skipped and reported, rich text sanitized', () => {
    const draft: Section[] = [
      ...sections(),
      {
        name: 'footer inherited',
        items: [
          { id: 'x1', type: 'hero', richText: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
          { id: 'bad', type: 'hero', title: 42 },
          { id: 'u1', type: 'marquee' },
        ],
      },
    ];
    const { sections: resolved, issues } = resolver().resolve(draft);
    expect(resolved.map(({ name, lazy, inherited }) => ({ name, lazy, inherited }))).toEqual([
      { name: 'hero', lazy: false, inherited: false },
      { name: 'more lazy load', lazy: true, inherited: false },
      { name: 'footer inherited', lazy: false, inherited: true },
    ]);
    expect(resolved[2]?.items).toEqual([{ id: 'x1', type: 'hero', richText: '<p>Hi</p>' }]);
    expect(issues).toEqual([
      expect.objectContaining({ blockId: 'bad', type: 'hero', section: 'footer inherited', reason: expect.stringMatching(/^hero "bad": title:/) }),
      expect.objectContaining({ blockId: 'u1', section: 'footer inherited', reason: 'marquee "u1": type: unknown block type "marquee"' }),
    ]);
  });

  it('re-validates only what a patch changed: every other block, and an untouched section, keep their identity', () => {
    const resolve = resolver();
    const before = sections();
    const first = resolve.resolve(before);
    const after = applyOps({ sections: before }, [{ kind: 'set', id: 'b2', path: 'title', value: 'Sale', previous: 'Banner b2' }]).sections;
    const second = resolve.resolve(after);
    const [hero1, hero2, collection] = second.sections[0]?.items ?? [];
    expect(hero1).toBe(first.sections[0]?.items[0]);
    expect(hero2).toBe(first.sections[0]?.items[1]);
    expect(collection).not.toBe(first.sections[0]?.items[2]);
    expect(collection).toMatchObject({ items: [{ id: 'b1' }, { id: 'b2', title: 'Sale' }] });
    expect(second.sections[1]).toBe(first.sections[1]);
  });

  it('keeps the route-pattern espots’ blocks of an inherited section, and the site-wide sections the page does not declare', () => {
    const promo = { id: 'promo-1', type: 'promoBar' };
    const server: ResolvedSection[] = [
      { name: 'header inherited', lazy: false, inherited: true, items: [promo, { id: 'own', type: 'banner', title: 'Banner own' }] },
      { name: 'footer inherited', lazy: false, inherited: true, items: [{ id: 'legal', type: 'banner' }] },
    ];
    const { sections: resolved } = resolver(server).resolve([{ name: 'header inherited', items: [banner('own'), hero('new')] }]);
    expect(resolved.map((section) => section.items.map((block) => block.id))).toEqual([['promo-1', 'own', 'new'], ['legal']]);
    expect(resolved[0]?.items[0]).toBe(promo);
    expect(resolved[1]).toBe(server[1]);
  });
});
