import { defineBlock } from '../define-block';
import { megaMenuSchema } from './schema';

export const megaMenu = defineBlock({
  type: 'megaMenu',
  label: 'Mega menu',
  schema: megaMenuSchema,
  component: () => import('./MegaMenu'),
  fields: { items: { label: 'Menu items (3 levels)', widget: 'list' }, id: { hidden: true }, type: { hidden: true } },
  defaults: { type: 'megaMenu', isFullWidth: true, items: [] },
});
