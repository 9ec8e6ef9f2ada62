import { defineBlock } from '../define-block';
import { secondaryNavigationSchema } from './schema';

export const secondaryNavigation = defineBlock({
  type: 'secondaryNavigation',
  label: 'Secondary navigation',
  schema: secondaryNavigationSchema,
  component: () => import('./SecondaryNavigation'),
  fields: {
    title: { label: 'Title', widget: 'text', help: 'Names the navigation; also the button text on small screens.' },
    links: { label: 'Links', widget: 'list', help: 'The link of the page being shown is marked as current.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'secondaryNavigation', title: 'In this section', links: [{ url: '/', text: 'Home' }] },
});
