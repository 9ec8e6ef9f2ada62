import type { MessageKey, Translate } from '../../runtime/core';
import type { AnyBlockDefinition } from '../../block-registry';

type BlockType = AnyBlockDefinition['type'];

/** Where the palette lists a block type. */
export type PaletteGroup = 'heroes' | 'containers' | 'content' | 'navigation';

interface BlockWords {
  readonly label: MessageKey;
  readonly about: MessageKey;
  readonly group: PaletteGroup;
}

/**
 * The editor's words for every registry block type (the registry's `label` is English only): its name, a line
 * about it, and its palette group. A type the registry gains without words here is a type error.
 */
const words = {
  hero: { label: 'editor.palette.block.hero', about: 'editor.palette.about.hero', group: 'heroes' },
  banner: { label: 'editor.palette.block.banner', about: 'editor.palette.about.banner', group: 'heroes' },
  video: { label: 'editor.palette.block.video', about: 'editor.palette.about.video', group: 'heroes' },
  ctaButtons: { label: 'editor.palette.block.ctaButtons', about: 'editor.palette.about.ctaButtons', group: 'heroes' },
  collection: { label: 'editor.palette.block.collection', about: 'editor.palette.about.collection', group: 'containers' },
  experience: { label: 'editor.palette.block.experience', about: 'editor.palette.about.experience', group: 'containers' },
  segmentation: { label: 'editor.palette.block.segmentation', about: 'editor.palette.about.segmentation', group: 'containers' },
  filter: { label: 'editor.palette.block.filter', about: 'editor.palette.about.filter', group: 'containers' },
  benefitBar: { label: 'editor.palette.block.benefitBar', about: 'editor.palette.about.benefitBar', group: 'content' },
  iconAndText: { label: 'editor.palette.block.iconAndText', about: 'editor.palette.about.iconAndText', group: 'content' },
  verticalLinkList: { label: 'editor.palette.block.verticalLinkList', about: 'editor.palette.about.verticalLinkList', group: 'content' },
  articleGrid: { label: 'editor.palette.block.articleGrid', about: 'editor.palette.about.articleGrid', group: 'content' },
  articlePage: { label: 'editor.palette.block.articlePage', about: 'editor.palette.about.articlePage', group: 'content' },
  userGeneratedContent: { label: 'editor.palette.block.userGeneratedContent', about: 'editor.palette.about.userGeneratedContent', group: 'content' },
  eventSignUp: { label: 'editor.palette.block.eventSignUp', about: 'editor.palette.about.eventSignUp', group: 'content' },
  signInForm: { label: 'editor.palette.block.signInForm', about: 'editor.palette.about.signInForm', group: 'content' },
  signUpForm: { label: 'editor.palette.block.signUpForm', about: 'editor.palette.about.signUpForm', group: 'content' },
  megaMenu: { label: 'editor.palette.block.megaMenu', about: 'editor.palette.about.megaMenu', group: 'navigation' },
  secondaryNavigation: { label: 'editor.palette.block.secondaryNavigation', about: 'editor.palette.about.secondaryNavigation', group: 'navigation' },
  promoBar: { label: 'editor.palette.block.promoBar', about: 'editor.palette.about.promoBar', group: 'navigation' },
  popup: { label: 'editor.palette.block.popup', about: 'editor.palette.about.popup', group: 'navigation' },
  footer: { label: 'editor.palette.block.footer', about: 'editor.palette.about.footer', group: 'navigation' },
  newsletterForm: { label: 'editor.palette.block.newsletterForm', about: 'editor.palette.about.newsletterForm', group: 'content' },
  smsSubscription: { label: 'editor.palette.block.smsSubscription', about: 'editor.palette.about.smsSubscription', group: 'content' },
} as const satisfies Record<BlockType, BlockWords>;

export const paletteGroups: readonly PaletteGroup[] = ['heroes', 'containers', 'content', 'navigation'];

export const groupLabel = (t: Translate, group: PaletteGroup): string => t(`editor.palette.group.${group}`);

const wordsOf = (type: string): BlockWords | undefined => (Object.hasOwn(words, type) ? words[type as BlockType] : undefined);

/** A block type's name in the editor's language ("Hero", "Héros"); an unknown type shows as it is stored. */
export const blockLabel = (t: Translate, type: string): string => {
  const found = wordsOf(type);
  return found ? t(found.label) : type;
};

/** A line about a block type, for the palette. */
export const blockAbout = (t: Translate, type: string): string => {
  const found = wordsOf(type);
  return found ? t(found.about) : '';
};

/** The palette group of a block type. */
export const blockGroup = (type: string): PaletteGroup => wordsOf(type)?.group ?? 'content';
