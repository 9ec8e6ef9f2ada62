import { defineBlock } from '../define-block';
import { collectionSchema } from './schema';

export const collection = defineBlock({
  type: 'collection',
  label: 'Collection',
  schema: collectionSchema,
  component: () => import('./Collection'),
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
  childSlots: ['items'],
  rendersEveryChild: true,
});
