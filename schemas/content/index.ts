import type { z } from 'zod';
import { collectionSchema } from './blocks/collection';
import { experienceSchema } from './blocks/experience';
import { filterSchema } from './blocks/filter';
import { segmentationSchema } from './blocks/segmentation';
import { footerSchema } from './blocks/footer';
import { bannerSchema, heroSchema } from './blocks/hero';
import { megaMenuSchema } from './blocks/mega-menu';
import { promoBarSchema } from './blocks/promo-bar';
import { popupSchema } from './blocks/popup';
import { benefitBarSchema } from './blocks/benefit-bar';
import { videoSchema } from './blocks/video';
import { ctaButtonsSchema } from './blocks/cta-buttons';
import { verticalLinkListSchema } from './blocks/vertical-link-list';
import { secondaryNavigationSchema } from './blocks/secondary-navigation';
import { iconAndTextSchema } from './blocks/icon-and-text';
import { articleGridSchema } from './blocks/article-grid';
import { articlePageSchema } from './blocks/article-page';
import { userGeneratedContentSchema } from './blocks/user-generated-content';
import type { BlockType } from './block-kinds';

export * from './primitives';
export * from './common';
export * from './page';
export * from './document';
export * from './blocks/hero';
export * from './blocks/collection';
export * from './blocks/personalization-kinds';
export * from './blocks/experience';
export * from './blocks/segmentation';
export * from './blocks/filter';
export * from './blocks/promo-bar';
export * from './blocks/popup';
export * from './blocks/benefit-bar';
export * from './blocks/video';
export * from './blocks/mega-menu';
export * from './blocks/footer';
export * from './blocks/cta-buttons';
export * from './blocks/vertical-link-list';
export * from './blocks/secondary-navigation';
export * from './blocks/icon-and-text';
export * from './blocks/article-grid';
export * from './blocks/article-page';
export * from './blocks/user-generated-content';
export * from './block-kinds';

/** Every content type's schema, by block type. The runtime validates each stored block against this map. */
export const blockSchemas = {
  hero: heroSchema,
  banner: bannerSchema,
  collection: collectionSchema,
  experience: experienceSchema,
  segmentation: segmentationSchema,
  filter: filterSchema,
  promoBar: promoBarSchema,
  popup: popupSchema,
  benefitBar: benefitBarSchema,
  video: videoSchema,
  megaMenu: megaMenuSchema,
  footer: footerSchema,
  ctaButtons: ctaButtonsSchema,
  verticalLinkList: verticalLinkListSchema,
  secondaryNavigation: secondaryNavigationSchema,
  iconAndText: iconAndTextSchema,
  articleGrid: articleGridSchema,
  articlePage: articlePageSchema,
  userGeneratedContent: userGeneratedContentSchema,
} satisfies Record<BlockType, z.ZodType<{ id: string; type: string }>>;
export type BlockOf<T extends BlockType> = z.infer<(typeof blockSchemas)[T]>;
export type AnyBlock = { [T in BlockType]: BlockOf<T> }[BlockType];
