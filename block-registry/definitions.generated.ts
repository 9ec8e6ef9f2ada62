// Written by `npm run blocks` from the block folders' definitions: edit those, not this file.
import { articleGrid } from './article-grid/definition';
import { articlePage } from './article-page/definition';
import { benefitBar } from './benefit-bar/definition';
import { collection } from './collection/definition';
import { ctaButtons } from './cta-buttons/definition';
import { eventSignUp } from './event-sign-up/definition';
import { experience } from './experience/definition';
import { filter } from './filter/definition';
import { footer } from './footer/definition';
import { banner, hero } from './hero/definition';
import { iconAndText } from './icon-and-text/definition';
import { megaMenu } from './mega-menu/definition';
import { newsletterForm } from './newsletter-form/definition';
import { popup } from './popup/definition';
import { promoBar } from './promo-bar/definition';
import { secondaryNavigation } from './secondary-navigation/definition';
import { segmentation } from './segmentation/definition';
import { signInForm } from './sign-in-form/definition';
import { signUpForm } from './sign-up-form/definition';
import { smsSubscription } from './sms-subscription/definition';
import { userGeneratedContent } from './user-generated-content/definition';
import { verticalLinkList } from './vertical-link-list/definition';
import { video } from './video/definition';

/** Every block's definition (schema, editor fields, defaults, server fill), by type. Not for the shopper's bundle. */
export const blockDefinitions = {
  articleGrid,
  articlePage,
  benefitBar,
  collection,
  ctaButtons,
  eventSignUp,
  experience,
  filter,
  footer,
  banner,
  hero,
  iconAndText,
  megaMenu,
  newsletterForm,
  popup,
  promoBar,
  secondaryNavigation,
  segmentation,
  signInForm,
  signUpForm,
  smsSubscription,
  userGeneratedContent,
  verticalLinkList,
  video,
};

/** Any one of the registry's definitions. */
export type AnyBlockDefinition = (typeof blockDefinitions)[keyof typeof blockDefinitions];
