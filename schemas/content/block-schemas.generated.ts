// Written by `npm run blocks` from the block folders' definitions: edit those, not this file.
import type { z } from 'zod';
import { articleGridSchema } from '../../block-registry/article-grid/schema';
import { articlePageSchema } from '../../block-registry/article-page/schema';
import { benefitBarSchema } from '../../block-registry/benefit-bar/schema';
import { collectionSchema } from '../../block-registry/collection/schema';
import { ctaButtonsSchema } from '../../block-registry/cta-buttons/schema';
import { eventSignUpSchema } from '../../block-registry/event-sign-up/schema';
import { experienceSchema } from '../../block-registry/experience/schema';
import { filterSchema } from '../../block-registry/filter/schema';
import { footerSchema } from '../../block-registry/footer/schema';
import { bannerSchema, heroSchema } from '../../block-registry/hero/schema';
import { iconAndTextSchema } from '../../block-registry/icon-and-text/schema';
import { megaMenuSchema } from '../../block-registry/mega-menu/schema';
import { newsletterFormSchema } from '../../block-registry/newsletter-form/schema';
import { popupSchema } from '../../block-registry/popup/schema';
import { promoBarSchema } from '../../block-registry/promo-bar/schema';
import { secondaryNavigationSchema } from '../../block-registry/secondary-navigation/schema';
import { segmentationSchema } from '../../block-registry/segmentation/schema';
import { signInFormSchema } from '../../block-registry/sign-in-form/schema';
import { signUpFormSchema } from '../../block-registry/sign-up-form/schema';
import { smsSubscriptionSchema } from '../../block-registry/sms-subscription/schema';
import { userGeneratedContentSchema } from '../../block-registry/user-generated-content/schema';
import { verticalLinkListSchema } from '../../block-registry/vertical-link-list/schema';
import { videoSchema } from '../../block-registry/video/schema';
import type { BlockType } from './block-kinds';

export * from '../../block-registry/article-grid/schema';
export * from '../../block-registry/article-page/schema';
export * from '../../block-registry/benefit-bar/schema';
export * from '../../block-registry/collection/schema';
export * from '../../block-registry/cta-buttons/schema';
export * from '../../block-registry/event-sign-up/schema';
export * from '../../block-registry/experience/schema';
export * from '../../block-registry/filter/schema';
export * from '../../block-registry/footer/schema';
export * from '../../block-registry/hero/schema';
export * from '../../block-registry/icon-and-text/schema';
export * from '../../block-registry/mega-menu/schema';
export * from '../../block-registry/newsletter-form/schema';
export * from '../../block-registry/popup/schema';
export * from '../../block-registry/promo-bar/schema';
export * from '../../block-registry/secondary-navigation/schema';
export * from '../../block-registry/segmentation/schema';
export * from '../../block-registry/sign-in-form/schema';
export * from '../../block-registry/sign-up-form/schema';
export * from '../../block-registry/sms-subscription/schema';
export * from '../../block-registry/user-generated-content/schema';
export * from '../../block-registry/vertical-link-list/schema';
export * from '../../block-registry/video/schema';

/** Every content type's schema, by block type. The runtime validates each stored block against this map. */
export const blockSchemas = {
  articleGrid: articleGridSchema,
  articlePage: articlePageSchema,
  benefitBar: benefitBarSchema,
  collection: collectionSchema,
  ctaButtons: ctaButtonsSchema,
  eventSignUp: eventSignUpSchema,
  experience: experienceSchema,
  filter: filterSchema,
  footer: footerSchema,
  banner: bannerSchema,
  hero: heroSchema,
  iconAndText: iconAndTextSchema,
  megaMenu: megaMenuSchema,
  newsletterForm: newsletterFormSchema,
  popup: popupSchema,
  promoBar: promoBarSchema,
  secondaryNavigation: secondaryNavigationSchema,
  segmentation: segmentationSchema,
  signInForm: signInFormSchema,
  signUpForm: signUpFormSchema,
  smsSubscription: smsSubscriptionSchema,
  userGeneratedContent: userGeneratedContentSchema,
  verticalLinkList: verticalLinkListSchema,
  video: videoSchema,
} satisfies Record<BlockType, z.ZodType<{ id: string; type: string }>>;
