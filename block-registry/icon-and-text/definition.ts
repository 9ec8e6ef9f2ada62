import { defineBlock } from '../define-block';
import { iconAndTextSchema } from './schema';

export const iconAndText = defineBlock({
  type: 'iconAndText',
  label: 'Icon and text',
  schema: iconAndTextSchema,
  component: () => import('./IconAndText'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    iconSize: { label: 'Icon size', widget: 'select', help: 'small, medium or large.' },
    items: {
      label: 'Items',
      widget: 'list',
      help: 'Icon (truck, returns, leaf, shield, chat, store, ruler, gift, or an image), text, link, colours. Four items sit in two columns.',
    },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'iconAndText',
    iconSize: 'medium',
    items: [{ icon: 'returns', richText: '<p><strong>Free returns</strong> within 30 days</p>' }],
  },
  static: true,
});
