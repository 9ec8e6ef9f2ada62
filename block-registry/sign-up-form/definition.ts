import { defineBlock } from '../define-block';
import { signUpFormSchema } from './schema';

export const signUpForm = defineBlock({
  type: 'signUpForm',
  label: 'Sign-up form',
  schema: signUpFormSchema,
  component: () => import('./SignUpForm'),
  fields: {
    variant: {
      label: 'Variant',
      widget: 'select',
      help: 'dialog: a button opens the full form; compact: the full form on the page; simplified: e-mail and password; loyalty: a signed-in shopper joins the loyalty programme.',
    },
    openLabel: { label: 'Button label (dialog)', widget: 'text', help: 'Default: “Create account”.' },
    title: { label: 'Heading above the form', widget: 'text' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'signUpForm', variant: 'compact' },
});
