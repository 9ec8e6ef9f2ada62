import { defineBlock } from '../define-block';
import { verticalLinkListSchema } from './schema';

export const verticalLinkList = defineBlock({
  type: 'verticalLinkList',
  label: 'Vertical link list',
  schema: verticalLinkListSchema,
  component: () => import('./VerticalLinkList'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    items: { label: 'Links', widget: 'list', help: 'Each with text, a target and an image shown while the link is hovered or focused.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'verticalLinkList',
    title: 'Shop by activity',
    items: [{ text: 'Hiking', target: { url: '/hiking' }, image: { url: '/images/rl-forest-trail.svg?w=800&h=600', width: 800, height: 600 } }],
  },
});
