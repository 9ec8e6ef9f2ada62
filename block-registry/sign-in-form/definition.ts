import { defineBlock } from '../define-block';
import { signInFormSchema } from './schema';

export const signInForm = defineBlock({
  type: 'signInForm',
  label: 'Sign-in form',
  schema: signInFormSchema,
  component: () => import('./SignInForm'),
  fields: {
    presentation: { label: 'Where it shows', widget: 'select', help: 'page: on the page; dialog: a button opens it.' },
    openLabel: { label: 'Button label (dialog)', widget: 'text', help: 'Default: “Sign in”.' },
    title: { label: 'Heading above the form', widget: 'text' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'signInForm', presentation: 'page' },
});
