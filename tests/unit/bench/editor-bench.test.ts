import { describe, expect, it } from 'vitest';
import { neighboursAfterMove } from '../../../bench/editor/harness/flat-order';
import { blockShows, blockSitsBetween, whenDomHolds } from '../../../bench/editor/harness/watch-dom';
import { interleaved, seeded } from '../../../bench/editor/interleave';
import { latency, percentile } from '../../../bench/editor/percentiles';

describe('the editor bench figures', () => {
  it('takes percentiles by nearest rank: always a measured sample', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i); // 200 … 1, in no order the function may rely on
    expect(percentile(samples, 50)).toBe(100);
    expect(percentile(samples, 95)).toBe(190);
    expect(percentile(samples, 100)).toBe(200);
    expect(percentile([7], 95)).toBe(7);
    expect(latency([3, 1, 2, 10])).toEqual({ count: 4, p50: 2, p95: 10, max: 10 });
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 0)).toThrow(RangeError);
  });

  it('gives every side one turn a round, in an order that changes, and keeps each side its own times', async () => {
    const turns: string[] = [];
    const times = await interleaved(
      ['tessera', 'puck'],
      50,
      (side, round) => {
        turns.push(side);
        return Promise.resolve(side === 'tessera' ? round : -round);
      },
      seeded(1),
    );
    expect(times.tessera).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(times.puck).toEqual(Array.from({ length: 50 }, (_, i) => -i));
    const firsts = new Set(Array.from({ length: 50 }, (_, round) => turns[round * 2]));
    expect(firsts).toEqual(new Set(['tessera', 'puck']));
  });

  it('draws the same moves for both editors from the same seed', () => {
    const a = seeded(13);
    const b = seeded(13);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(drawn);
    expect(drawn.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seeded(14)()).not.toBe(drawn[0]);
  });

  it('names the neighbours a moved block lands between, at the start, in the middle and at the end', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(neighboursAfterMove(order, 'c', 0)).toEqual({ before: undefined, after: 'a' });
    expect(neighboursAfterMove(order, 'a', 3)).toEqual({ before: 'c', after: 'd' });
    expect(neighboursAfterMove(order, 'b', 4)).toEqual({ before: 'd', after: undefined });
  });
});

describe("reading the preview's DOM", () => {
  const page = (html: string) => {
    document.body.innerHTML = html;
    return document;
  };

  it('sees a title in its block only', () => {
    const doc = page('<section><div data-block-id="h1"><h2>Spring</h2></div><div data-block-id="h2"><h2>Winter</h2></div></section>');
    expect(blockShows(doc, 'h1', 'Spring')).toBe(true);
    expect(blockShows(doc, 'h2', 'Spring')).toBe(false);
    expect(blockShows(doc, 'h3', 'Spring')).toBe(false);
  });

  it('tells whether a block sits between two others, across sections and wrappers', () => {
    const doc = page(
      '<section><div data-block-id="a"></div></section><section><div><div data-block-id="m"></div></div><div data-block-id="b"></div></section>',
    );
    expect(blockSitsBetween(doc, 'm', 'a', 'b')).toBe(true);
    expect(blockSitsBetween(doc, 'm', undefined, 'b')).toBe(true);
    expect(blockSitsBetween(doc, 'm', 'b', undefined)).toBe(false);
    expect(blockSitsBetween(doc, 'a', 'm', 'b')).toBe(false);
    expect(blockSitsBetween(doc, 'm', 'gone', undefined)).toBe(false);
  });

  it('answers the moment the DOM first holds what is awaited, not before', async () => {
    const doc = page('<div data-block-id="h1"><h2>Old</h2></div>');
    const heading = doc.querySelector('h2')!;
    const shown = whenDomHolds(doc, () => blockShows(doc, 'h1', 'New'), 'title');
    heading.textContent = 'Still old';
    await Promise.resolve();
    const before = performance.now();
    heading.textContent = 'New';
    const at = await shown;
    expect(at).toBeGreaterThanOrEqual(before);
  });
});
