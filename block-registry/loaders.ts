import type { ComponentType } from 'react';
import type { BlockType } from '../schemas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockModule = { default: ComponentType<{ block: any }> };
export type BlockLoader = () => Promise<BlockModule>;

/**
 * One dynamic import per content type, so each block's code (and its heavy dependencies such as the
 * carousel) is fetched only on pages that use it. No zod here: this file is in the first-load bundle.
 */
export const blockLoaders: Readonly<Record<BlockType, BlockLoader>> = {
  hero: () => import('./hero/Hero'),
  banner: () => import('./hero/Banner'),
  collection: () => import('./collection/Collection'),
  experience: () => import('./experience/Experience'),
  segmentation: () => import('./segmentation/Segmentation'),
  filter: () => import('./filter/Filter'),
  promoBar: () => import('./promo-bar/PromoBar'),
  popup: () => import('./popup/Popup'),
  benefitBar: () => import('./benefit-bar/BenefitBar'),
  megaMenu: () => import('./mega-menu/MegaMenu'),
  footer: () => import('./footer/Footer'),
  video: () => import('./video/Video'),
  ctaButtons: () => import('./cta-buttons/CtaButtons'),
  verticalLinkList: () => import('./vertical-link-list/VerticalLinkList'),
  secondaryNavigation: () => import('./secondary-navigation/SecondaryNavigation'),
  iconAndText: () => import('./icon-and-text/IconAndText'),
  articleGrid: () => import('./article-grid/ArticleGrid'),
  articlePage: () => import('./article-page/ArticlePage'),
  userGeneratedContent: () => import('./user-generated-content/UserGeneratedContent'),
};
