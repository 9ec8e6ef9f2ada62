import { bannerSchema, collectionSchema, footerSchema, heroSchema, megaMenuSchema, promoBarSchema } from '../schemas';
import type { BlockType } from '../schemas';
import { defineBlock } from './define-block';
import type { BlockDefinition, FieldHint } from './define-block';
import { blockLoaders } from './loaders';

/** Editor hints shared by the hero family. */
const heroFields: Record<string, FieldHint> = {
  title: { label: 'Title', widget: 'text' },
  titleHtml: { label: 'Title (rich)', widget: 'richtext', help: 'Overrides Title when set.' },
  subtitle: { label: 'Subtitle', widget: 'text' },
  richText: { label: 'Body', widget: 'richtext' },
  richTextBelowTargets: { label: 'Small print below the buttons', widget: 'richtext' },
  media: { label: 'Image per breakpoint', widget: 'image' },
  mediaTarget: { label: 'Link of the whole block (No-CTA)', widget: 'url' },
  targets: { label: 'Buttons', widget: 'list' },
  gradientStyle: { label: 'Gradient', widget: 'select', help: 'full covers 35% of the height, focused 50%.' },
  overlayWidth: { label: 'Text width on desktop', widget: 'select', help: 'xs ⅓, sm ½, md ⅔, lg 11/12.' },
  backgroundColor: { label: 'Background', widget: 'color' },
  id: { hidden: true },
  type: { hidden: true },
};

const hero = defineBlock({
  type: 'hero',
  label: 'Hero',
  schema: heroSchema,
  load: blockLoaders.hero,
  fields: heroFields,
  defaults: {
    type: 'hero',
    isFullWidth: true,
    title: 'New season, new ground',
    subtitle: 'Trail-ready layers built for changing weather.',
    gradientStyle: 'focused',
    gradientTone: 'dark',
    targets: [{ url: '/new', text: 'Shop new arrivals', style: 'primary' }],
  },
});

const banner = defineBlock({
  type: 'banner',
  label: 'Banner',
  schema: bannerSchema,
  load: blockLoaders.banner,
  fields: heroFields,
  defaults: { type: 'banner', title: 'Free returns on every order', targets: [{ url: '/help/returns/how-to-return', text: 'How returns work' }] },
});

const collection = defineBlock({
  type: 'collection',
  label: 'Collection',
  schema: collectionSchema,
  load: blockLoaders.collection,
  fields: {
    variant: { label: 'Variant', widget: 'select' },
    breakpoints: { label: 'Layout per breakpoint', help: 'Carousel or grid; unset breakpoints inherit from the smaller one.' },
    items: { label: 'Items', widget: 'blocks' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'collection',
    title: 'Shop by activity',
    breakpoints: { sm: { type: 'carousel', slideWidth: '80%', showIndicators: true }, lg: { slideWidth: '25%', showArrows: true } },
    items: [],
  },
});

const promoBar = defineBlock({
  type: 'promoBar',
  label: 'Promo bar',
  schema: promoBarSchema,
  load: blockLoaders.promoBar,
  fields: {
    autorotateTime: { label: 'Seconds per message', widget: 'number' },
    closable: { label: 'Shoppers can close it', widget: 'toggle' },
    messages: { label: 'Messages', widget: 'list', help: 'At most 5; empty messages are hidden.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'promoBar', isFullWidth: true, autorotateTime: 5, closable: true, messages: [{ richText: '<p>Free shipping on orders over $75</p>' }] },
});

const megaMenu = defineBlock({
  type: 'megaMenu',
  label: 'Mega menu',
  schema: megaMenuSchema,
  load: blockLoaders.megaMenu,
  fields: { items: { label: 'Menu items (3 levels)', widget: 'list' }, id: { hidden: true }, type: { hidden: true } },
  defaults: { type: 'megaMenu', isFullWidth: true, items: [] },
});

const footer = defineBlock({
  type: 'footer',
  label: 'Footer',
  schema: footerSchema,
  load: blockLoaders.footer,
  fields: {
    columns: { label: 'Link columns', widget: 'list' },
    social: { label: 'Social links', widget: 'list' },
    legal: { label: 'Legal text', widget: 'textarea' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'footer', isFullWidth: true, columns: [], social: [], showLocaleSelector: true },
});

export const blockDefinitions = { hero, banner, collection, promoBar, megaMenu, footer } satisfies Record<BlockType, unknown>;

/** Any one of the registry's definitions. */
export type AnyBlockDefinition = (typeof blockDefinitions)[BlockType];
export type { BlockDefinition };
