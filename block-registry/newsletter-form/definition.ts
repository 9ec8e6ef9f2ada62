import { defineBlock } from '../define-block';
import { newsletterFormSchema } from './schema';

export const newsletterForm = defineBlock({
  type: 'newsletterForm',
  label: 'Newsletter form',
  schema: newsletterFormSchema,
  component: () => import('./NewsletterForm'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    subtitle: { label: 'Text', widget: 'text' },
    subscriptionType: { label: 'List', widget: 'select', help: 'The newsletter, or the loyalty programme’s.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'newsletterForm', title: 'Join our newsletter', subtitle: 'News, drops and offers, first.' },
});
