import { shuffled } from '../stats';

/**
 * Runs `rounds` rounds; in each, every side takes one turn, in a freshly shuffled order, so neither the machine's
 * drift nor going first favours either editor. `turn` answers one measurement (ms); answers each side's list.
 */
export async function interleaved<Side extends string>(
  sides: readonly Side[],
  rounds: number,
  turn: (side: Side, round: number) => Promise<number>,
  random: () => number = Math.random,
): Promise<Record<Side, number[]>> {
  const times = Object.fromEntries(sides.map((side) => [side, [] as number[]])) as Record<Side, number[]>;
  for (let round = 0; round < rounds; round++) {
    for (const side of shuffled(sides, random)) times[side].push(await turn(side, round));
  }
  return times;
}

/** A small seeded generator (mulberry32): both editors get the same "random" moves, run after run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
