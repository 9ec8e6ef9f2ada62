import { defineBlock } from '../define-block';
import { footerSchema } from './schema';

export const footer = defineBlock({
  type: 'footer',
  label: 'Footer',
  schema: footerSchema,
  component: () => import('./Footer'),
  fields: {
    columns: { label: 'Link columns', widget: 'list' },
    social: { label: 'Social links', widget: 'list' },
    legal: { label: 'Legal text', widget: 'textarea' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'footer', isFullWidth: true, columns: [], social: [], showLocaleSelector: true },
});
