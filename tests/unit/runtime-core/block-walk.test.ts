import { describe, expect, it } from 'vitest';
import { walkBlock, type BlockPolicy, type BlockWalk } from '../../../runtime/core';

/** A check that refuses any block marked `bad`, so the walk alone is under test. */
const check: BlockWalk<unknown>['check'] = (block) => ({ problems: block.bad ? [{ path: 'bad', message: 'is bad' }] : [] });

interface Kept {
  readonly id: string;
  readonly children: Record<string, Kept[]>;
}

/** Walks `raw` under a policy: what it keeps, and every report as `at id: code path message`. */
function run(raw: unknown, policy: BlockPolicy, extra: Partial<BlockWalk<Kept>> = {}) {
  const reports: string[] = [];
  const parents: string[] = [];
  const kept = walkBlock<Kept>(raw, {
    policy,
    check,
    report: (visit, problems) => {
      parents.push(visit.parents.map((parent) => `${parent.id}@${parent.place}`).join(' > '));
      for (const problem of problems) reports.push(`${visit.at} ${visit.id}: ${problem.code} ${problem.path} ${problem.message}`);
    },
    build: (value, _type, children) => ({ id: (value as { id: string }).id, children: Object.fromEntries(children) }),
    ...extra,
  });
  return { kept, reports, parents };
}

const banner = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'banner', ...extra });

/** A collection holding an experience (variants' targets) and a segmentation (baselines), with bad blocks at each depth. */
const tree = {
  id: 'col',
  type: 'collection',
  items: [
    banner('b1'),
    banner('b2', { bad: true }),
    {
      id: 'exp',
      type: 'experience',
      variants: [
        { variantId: 'a', targets: [banner('a1')] },
        { variantId: 'b', targets: [banner('b3', { bad: true }), { id: 'x', type: 'nope' }] },
      ],
    },
    { id: 'seg', type: 'segmentation', bad: true, baselines: [banner('s1', { bad: true })] },
  ],
};

describe('the block walk', () => {
  it('skip (render): drops a bad block and everything in it, reports each dropped block once, keeps the rest', () => {
    const { kept, reports, parents } = run(tree, 'skip');
    expect(kept).toEqual({
      id: 'col',
      children: {
        items: [
          { id: 'b1', children: {} },
          { id: 'exp', children: { 'variants.0.targets': [{ id: 'a1', children: {} }], 'variants.1.targets': [] } },
        ],
      },
    });
    expect(reports).toEqual([
      'items.1 b2: schema bad is bad',
      'items.2.variants.1.targets.0 b3: schema bad is bad',
      'items.2.variants.1.targets.1 x: unknownType type unknown block type "nope"',
      'items.3 seg: schema bad is bad',
    ]);
    expect(parents).toEqual(['col@items.1', 'col@items.2 > exp@variants.1.targets.0', 'col@items.2 > exp@variants.1.targets.1', 'col@items.3']);
    expect(run(banner('top', { bad: true }), 'skip').kept).toBeNull();
  });

  it('show (editor): keeps every block, marks the bad ones, and looks inside a bad container', () => {
    const { kept, reports } = run(tree, 'show');
    const ids = (node: Kept): string[] => [node.id, ...Object.values(node.children).flat().flatMap(ids)];
    expect(ids(kept as Kept)).toEqual(['col', 'b1', 'b2', 'exp', 'a1', 'b3', 'x', 'seg', 's1']);
    expect(reports).toEqual([
      'items.1 b2: schema bad is bad',
      'items.2.variants.1.targets.0 b3: schema bad is bad',
      'items.2.variants.1.targets.1 x: unknownType type unknown block type "nope"',
      'items.3 seg: schema bad is bad',
      'items.3.baselines.0 s1: schema bad is bad',
    ]);
  });

  it('refuse (publish): collects every problem in document order, ids used twice and a wrong type at the top included', () => {
    const doc = {
      id: 'col',
      type: 'collection',
      bad: true,
      items: [
        banner('b1'),
        'junk',
        { id: 'noType' },
        { id: 'seg', type: 'segmentation', segments: [{ segmentId: 's', targets: [banner('b1', { bad: true })] }] },
      ],
    };
    const { reports } = run(doc, 'refuse', { build: undefined, expect: 'megaMenu', seenIds: new Map() });
    expect(reports).toEqual([
      ' col: wrongType type this document holds a megaMenu block, not a collection',
      ' col: schema bad is bad',
      'items.1 : notObject  a block must be an object with an id and a type',
      'items.2 noType: noType type a block needs a type',
      'items.3.segments.0.targets.0 b1: duplicateId id the block id "b1" is used twice (also at items.0)',
      'items.3.segments.0.targets.0 b1: schema bad is bad',
    ]);
    expect(run(banner('ok'), 'refuse', { build: undefined }).reports).toEqual([]);
  });

  it('the same bad document gives the same problems under every policy that reaches them', () => {
    const bad = banner('only', { bad: true });
    const seen = (['skip', 'show', 'refuse'] as const).map((policy) => run(bad, policy).reports);
    expect(new Set(seen.map((reports) => reports.join('|'))).size).toBe(1);
  });
});
