import { defineBlock } from '../define-block';
import type { FieldHint } from '../define-block';
import { bannerSchema, heroSchema } from './schema';

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

export const hero = defineBlock({
  type: 'hero',
  label: 'Hero',
  schema: heroSchema,
  component: () => import('./Hero'),
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
  static: true,
});

export const banner = defineBlock({
  type: 'banner',
  label: 'Banner',
  schema: bannerSchema,
  component: () => import('./Banner'),
  fields: heroFields,
  defaults: { type: 'banner', title: 'Free returns on every order', targets: [{ url: '/help/returns/how-to-return', text: 'How returns work' }] },
  static: true,
});
