import { describe, expect, it } from 'vitest';
import { interleavedRun, median, pairedRatio, shuffled, spread } from '../../../bench/stats';
import { benchPage, demoBlocksByType, publishedRevision, roundRobin } from '../../../bench/fixture';

/** A repeatable stand-in for Math.random: a linear congruential sequence in [0, 1). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('bench statistics', () => {
  it('takes the median of odd and even counts and the min/median/max spread', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(spread([5, 1, 9, 2])).toEqual({ min: 1, median: 3.5, max: 9 });
    expect(() => median([])).toThrow();
  });

  it('shuffles into a permutation without touching its input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffled(items, seeded(7));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });

  it('times every variant once per round, in orders that change from round to round', () => {
    const calls: string[] = [];
    const variants = { a: () => calls.push('a'), b: () => calls.push('b'), c: () => calls.push('c') };
    const times = interleavedRun(variants, 20, (fn) => (fn(), calls.length), seeded(3));
    expect(Object.keys(times)).toEqual(['a', 'b', 'c']);
    for (const list of Object.values(times)) expect(list).toHaveLength(20);
    const rounds = Array.from({ length: 20 }, (_, i) => calls.slice(i * 3, i * 3 + 3).join(''));
    for (const round of rounds) expect([...round].sort().join('')).toBe('abc');
    expect(new Set(rounds).size).toBeGreaterThan(1);
  });

  it("prepares a prepared variant's input before each call, outside the timed function", () => {
    const events: string[] = [];
    let made = 0;
    const variants = {
      plain: () => events.push('plain'),
      revised: { prepare: () => (events.push('prepare'), ++made), run: (n: number) => events.push(`run ${n}`) },
    };
    const timed: string[][] = [];
    interleavedRun(
      variants as never,
      3,
      (fn) => {
        const before = events.length;
        fn();
        timed.push(events.slice(before));
        return 1;
      },
      seeded(5),
    );
    expect(timed.filter((calls) => calls[0]?.startsWith('run')).map((calls) => calls)).toEqual([['run 1'], ['run 2'], ['run 3']]);
    expect(timed.flat()).not.toContain('prepare');
    expect(events.filter((e) => e === 'prepare')).toHaveLength(3);
  });

  it('pairs ratios round by round and takes their median', () => {
    expect(pairedRatio({ a: [2, 4, 9], b: [1, 2, 3] }, 'a', 'b')).toBe(2);
    expect(() => pairedRatio({ a: [1] }, 'a', 'b')).toThrow();
  });
});

describe('bench fixture', () => {
  it('takes real demo blocks of every type, one of each before any repeats', () => {
    const byType = demoBlocksByType('ridgeline-en-us');
    expect([...byType.keys()]).toEqual(
      expect.arrayContaining(['hero', 'popup', 'megaMenu', 'footer', 'articlePage', 'filter', 'userGeneratedContent']),
    );
    const pool = roundRobin(byType);
    expect(new Set(pool.slice(0, byType.size).map((b) => b.type)).size).toBe(byType.size);
  });

  it('makes each published revision a new row with one block edited, a different block each time', () => {
    const page = benchPage('ridgeline-en-us', roundRobin(demoBlocksByType('ridgeline-en-us')), 15);
    const titles = (p: typeof page) => p.data.sections.flatMap((s) => s.items.map((b) => (b as { title?: unknown }).title));
    const [first, second] = [publishedRevision(page, 0), publishedRevision(page, 1)];
    expect([first.id, first.version, second.id, second.version]).toEqual(['bench-15-r2', 2, 'bench-15-r3', 3]);
    const changed = (p: typeof page) => titles(p).flatMap((title, i) => (title === titles(page)[i] ? [] : [i]));
    expect(changed(first)).toEqual([0]);
    expect(changed(second)).toEqual([1]);
    expect(titles(page)[0]).not.toContain('revision');
  });

  it('builds pages of the asked size in sections of ten, with fresh ids', () => {
    const page = benchPage('ridgeline-en-us', roundRobin(demoBlocksByType('ridgeline-en-us')), 15);
    expect(page.data.sections.map((s) => s.items.length)).toEqual([10, 5]);
    expect(page.data.sections.flatMap((s) => s.items.map((b) => b.id))).toEqual(Array.from({ length: 15 }, (_, i) => `bench-${i}`));
  });
});
