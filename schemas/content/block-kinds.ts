import { blockTypes } from './blocks.generated';

/**
 * The content types and which of their fields hold child blocks — plain data with no zod, so code in the
 * shopper's first-load bundle can ask about block types without pulling in the schemas. The lists are
 * generated from the block folders' definitions (`npm run blocks`).
 */
export { blockTypes, childSlots } from './blocks.generated';
export type BlockType = (typeof blockTypes)[number];

const known: ReadonlySet<string> = new Set(blockTypes);
export const isBlockType = (type: string): type is BlockType => known.has(type);
