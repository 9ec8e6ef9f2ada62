import { describe, expect, it, vi } from 'vitest';
import { childBlocks, collectBlockTypes, mapSlot, resolvePage, slotArrays } from '../../../runtime/core';
import type { ResolvedBlock } from '../../../runtime/core';
import { sanitizeHtml } from '../../../storefront/server/sanitize-html';

const response = (items: unknown[]) => ({
  id: 'doc-1',
  siteId: 'kestrel-en-gb',
  docType: 'page',
  key: 'explore',
  name: 'Explore',
  version: 1,
  status: 'published',
  publishAt: null,
  data: { sections: [{ name: 'main', items }] },
  espots: [],
});
const banner = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'banner', title: `Banner ${id}`, ...extra });
const options = () => ({ path: '/en-gb/explore', sanitizeHtml, log: { warn: vi.fn() } });
const ids = (blocks: unknown) => (blocks as ResolvedBlock[]).map((b) => b.id);

const experience = {
  id: 'exp',
  type: 'experience',
  experienceId: 'explore-hero',
  baselines: [banner('base', { richText: '<p onclick="x()">Hi</p>' })],
  variants: [
    { name: 'A', variantId: 'a', targets: [banner('a1')] },
    { name: 'B', variantId: 'b', targets: [banner('b1'), banner('b2', { backgroundColor: 'url(evil)' }), { id: 'b3', type: 'nope' }] },
  ],
};

describe('nested child slots', () => {
  it('reaches every array a dotted path names, with its path', () => {
    expect(slotArrays(experience, 'variants.targets').map((a) => [a.path, a.items.length])).toEqual([
      ['variants.0.targets', 1],
      ['variants.1.targets', 3],
    ]);
    expect(slotArrays(experience, 'baselines').map((a) => a.path)).toEqual(['baselines']);
    expect(slotArrays({ variants: 'junk' }, 'variants.targets')).toEqual([]);
    expect(slotArrays({ variants: [null, { targets: {} }] }, 'variants.targets')).toEqual([]);
  });

  it('replaces nested arrays without touching the rest', () => {
    const out = mapSlot(experience, 'variants.targets', (path) => [path]) as typeof experience;
    expect(out.variants.map((v) => v.targets)).toEqual([['variants.0.targets'], ['variants.1.targets']]);
    expect(out.variants[1]?.name).toBe('B');
    expect(experience.variants[0]?.targets).toHaveLength(1);
  });

  it('validates children at nested paths, skipping bad ones with a reason naming the path', () => {
    const { page, issues } = resolvePage(response([experience]), options());
    const [resolved] = page.sections[0]?.items ?? [];
    const variants = resolved?.variants as { targets: ResolvedBlock[] }[];
    expect(ids(variants[1]?.targets)).toEqual(['b1']);
    expect(ids(resolved?.baselines)).toEqual(['base']);
    expect(issues.map((i) => i.blockId)).toEqual(['b2', 'b3']);
    expect(issues[0]?.reason).toMatch(/^experience "exp" › variants\.1\.targets\.1 › banner "b2": backgroundColor: must be a CSS colour/);
    expect(issues[1]?.reason).toBe('experience "exp" › variants.1.targets.2 › nope "b3": type: unknown block type "nope"');
  });

  it('sanitizes children once, and keeps the container fields', () => {
    const { page } = resolvePage(response([experience]), options());
    const [resolved] = page.sections[0]?.items ?? [];
    const [base] = resolved?.baselines as ResolvedBlock[];
    expect(base?.richText).toBe('<p>Hi</p>');
    expect(resolved).toMatchObject({
      experienceId: 'explore-hero',
      variants: [
        { name: 'A', variantId: 'a' },
        { name: 'B', variantId: 'b' },
      ],
    });
  });

  it('names the path through several levels of containers', () => {
    const filter = {
      id: 'f',
      type: 'filter',
      variant: 'byCategory',
      filterBy: ['1234'],
      components: [{ id: 'seg', type: 'segmentation', segments: [{ id: 'loggedout', targets: [banner('x', { title: 7 })] }] }],
    };
    const { issues } = resolvePage(response([filter]), options());
    expect(issues[0]?.reason).toBe(
      'filter "f" › components.0 › segmentation "seg" › segments.0.targets.0 › banner "x": title: Invalid input: expected string, received number',
    );
  });

  it('lists children and block types through nested slots', () => {
    const { page } = resolvePage(
      response([{ id: 'f', type: 'filter', variant: 'bySku', filterBy: ['RL10023456'], components: [experience] }]),
      options(),
    );
    const [filter] = page.sections[0]?.items ?? [];
    expect(ids(childBlocks(filter as ResolvedBlock))).toEqual(['exp']);
    expect(ids(childBlocks(childBlocks(filter as ResolvedBlock)[0] as ResolvedBlock))).toEqual(['base', 'a1', 'b1']);
    expect([...collectBlockTypes(page.sections[0]?.items ?? [])].sort()).toEqual(['banner', 'experience', 'filter']);
  });

  it('keeps flat slots working (collection items)', () => {
    const { page } = resolvePage(response([{ id: 'c', type: 'collection', items: [banner('one')] }]), options());
    expect(ids(childBlocks(page.sections[0]?.items[0] as ResolvedBlock))).toEqual(['one']);
  });
});
