// Written by `npm run blocks` from the block folders' definitions: edit those, not this file.
import type { BlockType } from '../schemas';
import type { BlockLoader } from './block-loader';

/**
 * One dynamic import per content type, so each block's code (and its heavy dependencies such as the carousel)
 * is fetched only on pages that use it. No zod here: this file is in the first-load bundle.
 */
export const blockLoaders = {
  articleGrid: () => import('./article-grid/ArticleGrid'),
  articlePage: () => import('./article-page/ArticlePage'),
  benefitBar: () => import('./benefit-bar/BenefitBar'),
  collection: () => import('./collection/Collection'),
  ctaButtons: () => import('./cta-buttons/CtaButtons'),
  eventSignUp: () => import('./event-sign-up/EventSignUp'),
  experience: () => import('./experience/Experience'),
  filter: () => import('./filter/Filter'),
  footer: () => import('./footer/Footer'),
  banner: () => import('./hero/Banner'),
  hero: () => import('./hero/Hero'),
  iconAndText: () => import('./icon-and-text/IconAndText'),
  megaMenu: () => import('./mega-menu/MegaMenu'),
  newsletterForm: () => import('./newsletter-form/NewsletterForm'),
  popup: () => import('./popup/Popup'),
  promoBar: () => import('./promo-bar/PromoBar'),
  secondaryNavigation: () => import('./secondary-navigation/SecondaryNavigation'),
  segmentation: () => import('./segmentation/Segmentation'),
  signInForm: () => import('./sign-in-form/SignInForm'),
  signUpForm: () => import('./sign-up-form/SignUpForm'),
  smsSubscription: () => import('./sms-subscription/SmsSubscription'),
  userGeneratedContent: () => import('./user-generated-content/UserGeneratedContent'),
  verticalLinkList: () => import('./vertical-link-list/VerticalLinkList'),
  video: () => import('./video/Video'),
} satisfies { readonly [T in BlockType]: BlockLoader<T> };

/** Types whose definition is `static`: the storefront never fetches their code to hydrate them. */
export const staticBlockTypes: ReadonlySet<BlockType> = new Set<BlockType>(['articlePage', 'ctaButtons', 'banner', 'hero', 'iconAndText']);
