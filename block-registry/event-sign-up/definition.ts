import { defineBlock } from '../define-block';
import { eventSignUpSchema } from './schema';

export const eventSignUp = defineBlock({
  type: 'eventSignUp',
  label: 'Event sign-up',
  schema: eventSignUpSchema,
  component: () => import('./EventSignUp'),
  fields: {
    eventId: {
      label: 'Event id',
      widget: 'text',
      help: 'Letters, digits, - and _. Registrations are kept by this id: keep it when you edit the page.',
    },
    title: { label: 'Event name', widget: 'text' },
    subtitle: { label: 'Where and when (line under the name)', widget: 'text' },
    startDate: { label: 'First day (YYYY-MM-DD)', widget: 'text' },
    endDate: { label: 'Last day (YYYY-MM-DD)', widget: 'text', help: 'Shoppers pick the days they come, first to last inclusive.' },
    enablePlusOne: { label: 'Shoppers may bring a guest', widget: 'toggle' },
    richText: { label: 'Event terms', widget: 'richtext', help: 'Shown above the checkbox the shopper must tick.' },
    submitCtaLabel: { label: 'Button label', widget: 'text', help: 'Default: “Join the event”.' },
    confirmationTitle: { label: 'Confirmation heading', widget: 'text' },
    confirmationSubtitle: { label: 'Confirmation text', widget: 'textarea' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'eventSignUp',
    eventId: 'spring-trail-day',
    title: 'Spring trail day',
    startDate: '2027-04-17',
    endDate: '2027-04-18',
    enablePlusOne: true,
    richText: '<p>Places are limited. We confirm your days by e-mail.</p>',
    confirmationTitle: 'You’re on the list',
    confirmationSubtitle: 'We’ve sent the details to your e-mail.',
  },
});
