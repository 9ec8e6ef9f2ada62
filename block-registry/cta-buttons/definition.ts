import { defineBlock } from '../define-block';
import { ctaButtonsSchema } from './schema';

export const ctaButtons = defineBlock({
  type: 'ctaButtons',
  label: 'CTA buttons',
  schema: ctaButtonsSchema,
  component: () => import('./CtaButtons'),
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
  defaults: {
    type: 'ctaButtons',
    title: 'Ready to head out?',
    styles: { textAlign: 'center' },
    equalTargetSize: true,
    targets: [{ url: '/new', text: 'Shop new arrivals', style: 'primary' }],
  },
  static: true,
});
