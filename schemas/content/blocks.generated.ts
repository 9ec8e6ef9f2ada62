// Written by `npm run blocks` from the block folders' definitions: edit those, not this file.

/** Every content type, one per block definition. */
export const blockTypes = ['articleGrid', 'articlePage', 'benefitBar', 'collection', 'ctaButtons', 'eventSignUp', 'experience', 'filter', 'footer', 'banner', 'hero', 'iconAndText', 'megaMenu', 'newsletterForm', 'popup', 'promoBar', 'secondaryNavigation', 'segmentation', 'signInForm', 'signUpForm', 'smsSubscription', 'userGeneratedContent', 'verticalLinkList', 'video'] as const;

/** Fields of container blocks that hold child blocks (dotted paths reach into lists). */
export const childSlots: Partial<Record<(typeof blockTypes)[number], readonly string[]>> = {
  collection: ['items'],
  experience: ['baselines', 'variants.targets'],
  filter: ['components'],
  segmentation: ['baselines', 'segments.targets'],
};
