import { experienceSchema, filterSchema, segmentationSchema } from '../schemas';
import { bannerSchema, collectionSchema, footerSchema, heroSchema, megaMenuSchema, promoBarSchema } from '../schemas';
import { benefitBarSchema, popupSchema } from '../schemas';
import type { BlockType } from '../schemas';
import { videoSchema } from '../schemas';
import { ctaButtonsSchema, iconAndTextSchema, secondaryNavigationSchema, verticalLinkListSchema } from '../schemas';
import { articleGridSchema, articlePageSchema, userGeneratedContentSchema } from '../schemas';
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

const ctaButtons = defineBlock({
  type: 'ctaButtons',
  label: 'CTA buttons',
  schema: ctaButtonsSchema,
  load: blockLoaders.ctaButtons,
  fields: {
    title: { label: 'Title', widget: 'text' },
    richText: { label: 'Text', widget: 'richtext' },
    targets: { label: 'Buttons', widget: 'list', help: 'Style primary, secondary, tertiary or link; without a size: sm, md, md by breakpoint.' },
    equalTargetSize: { label: 'Buttons the same width', widget: 'toggle' },
    styles: { label: 'Alignment', help: 'textAlign: start, center or end.' },
    richTextBelowTargets: { label: 'Small print below the buttons', widget: 'richtext' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'ctaButtons', title: 'Ready to head out?', styles: { textAlign: 'center' }, equalTargetSize: true, targets: [{ url: '/new', text: 'Shop new arrivals', style: 'primary' }] },
});

const verticalLinkList = defineBlock({
  type: 'verticalLinkList',
  label: 'Vertical link list',
  schema: verticalLinkListSchema,
  load: blockLoaders.verticalLinkList,
  fields: {
    title: { label: 'Title', widget: 'text' },
    items: { label: 'Links', widget: 'list', help: 'Each with text, a target and an image shown while the link is hovered or focused.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'verticalLinkList', title: 'Shop by activity', items: [{ text: 'Hiking', target: { url: '/hiking' }, image: { url: '/images/rl-forest-trail.svg?w=800&h=600', width: 800, height: 600 } }] },
});

const secondaryNavigation = defineBlock({
  type: 'secondaryNavigation',
  label: 'Secondary navigation',
  schema: secondaryNavigationSchema,
  load: blockLoaders.secondaryNavigation,
  fields: {
    title: { label: 'Title', widget: 'text', help: 'Names the navigation; also the button text on small screens.' },
    links: { label: 'Links', widget: 'list', help: 'The link of the page being shown is marked as current.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'secondaryNavigation', title: 'In this section', links: [{ url: '/', text: 'Home' }] },
});

const iconAndText = defineBlock({
  type: 'iconAndText',
  label: 'Icon and text',
  schema: iconAndTextSchema,
  load: blockLoaders.iconAndText,
  fields: {
    title: { label: 'Title', widget: 'text' },
    iconSize: { label: 'Icon size', widget: 'select', help: 'small, medium or large.' },
    items: { label: 'Items', widget: 'list', help: 'Icon (truck, returns, leaf, shield, chat, store, ruler, gift, or an image), text, link, colours. Four items sit in two columns.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'iconAndText', iconSize: 'medium', items: [{ icon: 'returns', richText: '<p><strong>Free returns</strong> within 30 days</p>' }] },
});

/** Editor hints shared by the personalization containers, whose child blocks sit in nested lists. */
const containerHidden: Record<string, FieldHint> = { id: { hidden: true }, type: { hidden: true } };

const experience = defineBlock({
  type: 'experience',
  label: 'Experience (A/B test)',
  schema: experienceSchema,
  load: blockLoaders.experience,
  fields: {
    experienceId: { label: 'Experience id', widget: 'text', help: 'Letters, digits, . _ -; used by ?p13n_testcontext=experience:{id}:{variantId}.' },
    baselines: { label: 'Baseline blocks', widget: 'blocks', help: 'Shown until a decision picks a variant, and without targeting consent.' },
    variants: { label: 'Variants', widget: 'list', help: 'Each has a name, a variant id and its blocks (targets).' },
    trackingEvent: { label: 'Tracking event', widget: 'text' },
    ...containerHidden,
  },
  defaults: { type: 'experience', experienceId: 'new-experience', baselines: [], variants: [{ name: 'Variant B', variantId: 'b', targets: [] }] },
});

const segmentation = defineBlock({
  type: 'segmentation',
  label: 'Segmentation',
  schema: segmentationSchema,
  load: blockLoaders.segmentation,
  fields: {
    segments: { label: 'Segments', widget: 'list', help: 'The first segment the shopper is in shows its first block.' },
    baselines: { label: 'Baseline blocks', widget: 'blocks', help: 'Shown to shoppers in none of the segments.' },
    ...containerHidden,
  },
  defaults: { type: 'segmentation', segments: [{ id: 'loggedout', targets: [] }], baselines: [] },
});

const filter = defineBlock({
  type: 'filter',
  label: 'Filter',
  schema: filterSchema,
  load: blockLoaders.filter,
  fields: {
    variant: { label: 'Filter by', widget: 'select', help: 'bySku: product id of the page; byCategory: category id.' },
    filterBy: { label: 'Ids', widget: 'list' },
    operator: { label: 'Show when the id is', widget: 'select', help: 'IN: listed; NOT IN: not listed.' },
    components: { label: 'Blocks', widget: 'blocks' },
    ...containerHidden,
  },
  defaults: { type: 'filter', variant: 'byCategory', filterBy: [], operator: 'IN', components: [] },
});

const popup = defineBlock({
  type: 'popup',
  label: 'Pop-up',
  schema: popupSchema,
  load: blockLoaders.popup,
  fields: {
    kind: { label: 'Kind', widget: 'select', help: 'Newsletter and account pop-ups are dismissed separately.' },
    title: { label: 'Heading', widget: 'text' },
    minimizedTitle: { label: 'Tab label (minimised)', widget: 'text' },
    maximizedTitle: { label: 'Eyebrow (expanded)', widget: 'text' },
    delay: { label: 'Expands after (ms)', widget: 'number', help: 'Default 2000.' },
    logo: { label: 'Logo', widget: 'image' },
    logoSize: { label: 'Logo size', widget: 'select' },
    richText: { label: 'Body', widget: 'richtext' },
    targets: { label: 'Buttons', widget: 'list' },
    disclaimer: { label: 'Small print', widget: 'textarea' },
    closable: { label: 'Shoppers can close it', widget: 'toggle' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'popup',
    kind: 'newsletter',
    title: 'Get 10% off your first order',
    minimizedTitle: '10% off',
    delay: 2000,
    richText: '<p>Join our newsletter for new arrivals and trail stories.</p>',
    targets: [{ url: '/sign-up', text: 'Sign up', style: 'primary' }],
  },
});

const benefitBar = defineBlock({
  type: 'benefitBar',
  label: 'Benefit bar',
  schema: benefitBarSchema,
  load: blockLoaders.benefitBar,
  fields: {
    items: { label: 'Benefits', widget: 'list', help: 'Free shipping is hidden in FR, IT, DE and GB.' },
    closable: { label: 'Shoppers can close it', widget: 'toggle' },
    backgroundColor: { label: 'Background', widget: 'color' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'benefitBar',
    isFullWidth: true,
    closable: true,
    items: [
      { icon: 'truck', text: 'Free shipping over $75', benefit: 'freeShipping' },
      { icon: 'return', text: 'Free returns', benefit: 'freeReturns' },
    ],
  },
});

const video = defineBlock({
  type: 'video',
  label: 'Video',
  schema: videoSchema,
  load: blockLoaders.video,
  fields: {
    title: { label: 'Title', widget: 'text' },
    media: { label: 'Poster per breakpoint', widget: 'image', help: 'Width and height are required: the player takes the poster’s shape.' },
    sources: { label: 'Video per breakpoint', help: 'An HLS playlist (.m3u8), optionally an MP4 fallback; unset breakpoints inherit from the smaller one.' },
    playerSettings: { label: 'Player', help: 'Autoplay is always muted and looping, and waits for the video to scroll into view.' },
    cloudinaryAsset: { label: 'Cloud asset', help: 'Played by the cloud player when the brand enables it and the video is longer than 30 s.' },
    duration: { label: 'Duration (seconds)', widget: 'number' },
    paddings: { label: 'Inner spacing per breakpoint' },
    caption: { label: 'Caption over the video' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'video',
    title: 'On the trail',
    media: { sm: { url: '/images/rl-forest-trail.svg', alt: 'A trail through a conifer forest', width: 640, height: 360 } },
    sources: { sm: { hls: '/media/ridgeline-trail/index.m3u8' } },
    playerSettings: { autoplay: true, hideControls: true, loop: true, muted: true },
    duration: 5,
  },
});

const articleGrid = defineBlock({
  type: 'articleGrid',
  label: 'Article grid',
  schema: articleGridSchema,
  load: blockLoaders.articleGrid,
  fields: {
    title: { label: 'Title', widget: 'text' },
    rows: { label: 'Rows per page', widget: 'number', help: 'A page is rows × columns articles; 3 when either is empty.' },
    columns: { label: 'Columns on large screens', widget: 'number', help: '2 on medium screens, 1 on small ones.' },
    showFilterBar: { label: 'Tag filter bar', widget: 'toggle', help: 'Shows 4, 10 or 20 tags on small, medium or large screens, then "see more".' },
    tagIds: { label: 'Only these tags', widget: 'list', help: 'Empty lists every article; a tag chosen in the filter bar replaces these.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'articleGrid', title: 'From the journal', rows: 1, columns: 3, showFilterBar: true, tagIds: [] },
});

const articlePage = defineBlock({
  type: 'articlePage',
  label: 'Article page',
  schema: articlePageSchema,
  load: blockLoaders.articlePage,
  fields: {
    title: { label: 'Title', widget: 'text' },
    subtitle: { label: 'Subtitle', widget: 'text' },
    date: { label: 'Date (YYYY-MM-DD)', widget: 'text' },
    hideDate: { label: 'Hide the date', widget: 'toggle' },
    tags: { label: 'Tags', widget: 'list', help: 'Related articles share at least one of these.' },
    media: { label: 'Image per breakpoint', widget: 'image' },
    richText: { label: 'Body', widget: 'richtext' },
    showRelated: { label: 'Related articles (up to 4)', widget: 'toggle' },
    relatedTitle: { label: 'Related articles heading', widget: 'text' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'articlePage', title: 'A new story', date: '2026-01-01', tags: [], richText: '<p>Start writing.</p>' },
});

const userGeneratedContent = defineBlock({
  type: 'userGeneratedContent',
  label: 'User-generated content gallery',
  schema: userGeneratedContentSchema,
  load: blockLoaders.userGeneratedContent,
  fields: {
    title: { label: 'Title', widget: 'text' },
    subtitle: { label: 'Subtitle', widget: 'text' },
    richText: { label: 'Text above the photos', widget: 'richtext' },
    containerId: { label: 'Widget container id', widget: 'text', help: 'The id of the element the gallery loads into; unique on the page.' },
    filter: {
      label: 'Photos to show',
      widget: 'select',
      help: "brand: the newest photos; streams: hashtag or category streams by id; category or product: an id, or empty to take the page's own.",
    },
    pageSize: { label: 'Photos per page', widget: 'number', help: '4 to 24; "show more" loads the next page.' },
    targets: { label: 'Buttons below the gallery', widget: 'list' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'userGeneratedContent', title: 'From our community', containerId: 'community-gallery', filter: { by: 'brand' }, pageSize: 12 },
});

export const blockDefinitions = { hero, banner, collection, promoBar, megaMenu, footer, ctaButtons, verticalLinkList, secondaryNavigation, iconAndText, experience, segmentation, filter, popup, benefitBar, video, articleGrid, articlePage, userGeneratedContent } satisfies Record<BlockType, unknown>;

/** Any one of the registry's definitions. */
export type AnyBlockDefinition = (typeof blockDefinitions)[BlockType];
export type { BlockDefinition };
