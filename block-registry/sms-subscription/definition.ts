import { defineBlock } from '../define-block';
import { smsSubscriptionSchema } from './schema';

export const smsSubscription = defineBlock({
  type: 'smsSubscription',
  label: 'SMS subscription form',
  schema: smsSubscriptionSchema,
  component: () => import('./SmsSubscription'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    subtitle: { label: 'Text', widget: 'text' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'smsSubscription', title: 'Get our texts', subtitle: 'Drops, restocks and offers, by SMS.' },
});
