import { defineBlock } from '../define-block';
import { promoBarSchema } from './schema';

export const promoBar = defineBlock({
  type: 'promoBar',
  label: 'Promo bar',
  schema: promoBarSchema,
  component: () => import('./PromoBar'),
  fields: {
    autorotateTime: { label: 'Seconds per message', widget: 'number' },
    closable: { label: 'Shoppers can close it', widget: 'toggle' },
    messages: { label: 'Messages', widget: 'list', help: 'At most 5; empty messages are hidden.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'promoBar',
    isFullWidth: true,
    autorotateTime: 5,
    closable: true,
    messages: [{ richText: '<p>Free shipping on orders over $75</p>' }],
  },
});
