import { defineBlock } from '../define-block';
import { benefitBarSchema } from './schema';

export const benefitBar = defineBlock({
  type: 'benefitBar',
  label: 'Benefit bar',
  schema: benefitBarSchema,
  component: () => import('./BenefitBar'),
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
