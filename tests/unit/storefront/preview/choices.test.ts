import { describe, expect, it } from 'vitest';
import type { ResolvedBlock, ResolvedSection } from '../../../../runtime/core';
import { withChoices } from '../../../../storefront/preview/choices';

const b = (id: string): ResolvedBlock => ({ id, type: 'banner' });
const experience: ResolvedBlock = {
  id: 'e1',
  type: 'experience',
  experienceId: 'spring',
  baselines: [b('b1')],
  variants: [
    { name: 'A', variantId: 'a', targets: [b('a1')] },
    { name: 'B', variantId: 'b', targets: [b('b2'), b('b3')] },
  ],
};
const segmentation: ResolvedBlock = {
  id: 's1',
  type: 'segmentation',
  baselines: [b('s-base')],
  segments: [{ id: 'loyalty', targets: [b('l1'), b('l2')] }],
};
const page = (): ResolvedSection[] => [
  { name: 'top', lazy: false, inherited: false, items: [b('h1'), { id: 'c1', type: 'collection', items: [experience] }] },
  { name: 'more', lazy: false, inherited: false, items: [segmentation, b('h2')] },
];

describe('the editor’s choice of what an experience or segmentation shows', () => {
  it('shows the chosen variant in place of the baselines, in a container too, copying only the path down to it', () => {
    const sections = page();
    const shown = withChoices(sections, new Map([['e1', 'variants.1.targets']]), new WeakMap());
    const collection = shown[0]?.items[1] as unknown as { items: ResolvedBlock[] };
    expect(collection.items[0]).toMatchObject({ id: 'e1', baselines: [{ id: 'b2' }, { id: 'b3' }], variants: [] });
    expect(shown[0]?.items[0]).toBe(sections[0]?.items[0]);
    expect(shown[1]).toBe(sections[1]);
  });

  it('shows a segment’s first target as its members see it, or the baselines alone', () => {
    const members = withChoices(page(), new Map([['s1', 'segments.0.targets']]), new WeakMap());
    expect(members[1]?.items[0]).toMatchObject({ baselines: [{ id: 'l1' }], segments: [] });
    const baselines = withChoices(
      page(),
      new Map([
        ['s1', 'baselines'],
        ['e1', 'baselines'],
      ]),
      new WeakMap(),
    );
    expect(baselines[1]?.items[0]).toMatchObject({ baselines: [{ id: 's-base' }], segments: [] });
    expect((baselines[0]?.items[1] as unknown as { items: ResolvedBlock[] }).items[0]).toMatchObject({ baselines: [{ id: 'b1' }], variants: [] });
  });

  it('keeps a rewritten block’s identity from one render to the next, and changes nothing without choices', () => {
    const sections = page();
    const memo = new WeakMap<ResolvedBlock, ResolvedBlock>();
    const choices = new Map([['s1', 'segments.0.targets']]);
    expect(withChoices(sections, choices, memo)[1]?.items[0]).toBe(withChoices(sections, choices, memo)[1]?.items[0]);
    expect(withChoices(sections, new Map(), memo)).toBe(sections);
    expect(withChoices(sections, new Map([['s1', 'segments.7.targets']]), new WeakMap())[1]?.items[0]).toEqual(segmentation);
  });
});
