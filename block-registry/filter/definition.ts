import { defineBlock } from '../define-block';
import { filterSchema } from './schema';

export const filter = defineBlock({
  type: 'filter',
  label: 'Filter',
  schema: filterSchema,
  component: () => import('./Filter'),
  fields: {
    variant: { label: 'Filter by', widget: 'select', help: 'bySku: product id of the page; byCategory: category id.' },
    filterBy: { label: 'Ids', widget: 'list' },
    operator: { label: 'Show when the id is', widget: 'select', help: 'IN: listed; NOT IN: not listed.' },
    components: { label: 'Blocks', widget: 'blocks' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'filter', variant: 'byCategory', filterBy: [], operator: 'IN', components: [] },
  childSlots: ['components'],
});
