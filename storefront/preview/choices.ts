import { childBlocks, mapSlot, slotsOf } from '../../runtime/core';
import type { ResolvedBlock, ResolvedSection } from '../../runtime/core';
import { valueAt } from '../../preview-bridge';

/** The child slot the editor chose to show, by experience or segmentation block id (`baselines`, `variants.1.targets`). */
export type Choices = ReadonlyMap<string, string>;

/**
 * The block as it renders when the editor chose one of its slots: the slot's blocks become the baselines, and no
 * variant or segment is left to win over them. A segment shows its first target, as it does for its members
 * (spec 001 §6). A slot the block does not have leaves the runtime's own choice.
 */
function chosen(block: ResolvedBlock, slot: string): ResolvedBlock {
  if (slot === 'baselines') return block.type === 'experience' ? { ...block, variants: [] } : { ...block, segments: [] };
  const blocks = valueAt(block, slot);
  if (!Array.isArray(blocks)) return block;
  if (block.type === 'experience' && /^variants\.\d+\.targets$/.test(slot)) return { ...block, baselines: blocks, variants: [] };
  if (block.type === 'segmentation' && /^segments\.\d+\.targets$/.test(slot)) return { ...block, baselines: blocks.slice(0, 1), segments: [] };
  return block;
}

const holdsAny = (block: ResolvedBlock, ids: Choices): boolean => ids.has(block.id) || childBlocks(block).some((child) => holdsAny(child, ids));

/**
 * Shows the editor's choices in the page: each chosen block rewritten (`chosen`), and the blocks holding one copied
 * down to it. Every other block keeps its identity, and so does a rewritten one from one call to the next while
 * neither it nor the choices change (`memo`, which the caller renews with the choices), so nothing else re-renders.
 */
export function withChoices(
  sections: readonly ResolvedSection[],
  choices: Choices,
  memo: WeakMap<ResolvedBlock, ResolvedBlock>,
): readonly ResolvedSection[] {
  if (choices.size === 0) return sections;
  const visit = (block: ResolvedBlock): ResolvedBlock => {
    if (!holdsAny(block, choices)) return block;
    let shown = memo.get(block);
    if (!shown) {
      let next: ResolvedBlock = block;
      for (const slot of slotsOf(block.type)) next = mapSlot(next, slot, (_path, items) => (items as ResolvedBlock[]).map(visit)) as ResolvedBlock;
      const slot = choices.get(block.id);
      shown = slot === undefined ? next : chosen(next, slot);
      memo.set(block, shown);
    }
    return shown;
  };
  return sections.map((section) =>
    section.items.some((block) => holdsAny(block, choices)) ? { ...section, items: section.items.map(visit) } : section,
  );
}
