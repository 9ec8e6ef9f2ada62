import { slotArrays, slotsOf } from './child-slots';
import type { ResolvedBlock, ResolvedSection } from './page-types';

/** Child blocks held by a container block, following the schema's child slots (nested paths included). */
export function childBlocks(block: ResolvedBlock): ResolvedBlock[] {
  return slotsOf(block.type).flatMap((slot) => slotArrays(block, slot).flatMap((array) => array.items as ResolvedBlock[]));
}

/** Every block type used by these blocks, children included: what the client must load before it hydrates. */
export function collectBlockTypes(blocks: Iterable<ResolvedBlock>, into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.type);
    collectBlockTypes(childBlocks(block), into);
  }
  return into;
}

/** Block types of the sections rendered on first paint (lazy sections load theirs when they near the viewport). */
export const eagerBlockTypes = (sections: readonly ResolvedSection[]): Set<string> =>
  collectBlockTypes(sections.filter((s) => !s.lazy).flatMap((s) => s.items));
