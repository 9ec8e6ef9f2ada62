/**
 * The content types and which of their fields hold child blocks — plain data with no zod, so code in the
 * shopper's first-load bundle can ask about block types without pulling in the schemas.
 */
export const blockTypes = ['hero', 'banner', 'collection', 'promoBar', 'megaMenu', 'footer', 'ctaButtons', 'verticalLinkList', 'secondaryNavigation', 'iconAndText', 'experience', 'segmentation', 'filter', 'popup', 'benefitBar', 'video', 'articleGrid', 'articlePage', 'userGeneratedContent'] as const;
export type BlockType = (typeof blockTypes)[number];

const known: ReadonlySet<string> = new Set(blockTypes);
export const isBlockType = (type: string): type is BlockType => known.has(type);

/** Fields of container blocks that hold child blocks; the runtime validates and loads children recursively. */
export const childSlots: Partial<Record<BlockType, readonly string[]>> = {
  collection: ['items'],
  // Nested paths: `variants.targets` is the `targets` of every entry of `variants`.
  experience: ['baselines', 'variants.targets'],
  segmentation: ['baselines', 'segments.targets'],
  filter: ['components'],
};
