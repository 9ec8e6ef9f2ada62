import { defineBlock } from '../define-block';
import { popupSchema } from './schema';

export const popup = defineBlock({
  type: 'popup',
  label: 'Pop-up',
  schema: popupSchema,
  component: () => import('./Popup'),
  fields: {
    kind: { label: 'Kind', widget: 'select', help: 'Newsletter and account pop-ups are dismissed separately.' },
    title: { label: 'Heading', widget: 'text' },
    minimizedTitle: { label: 'Tab label (minimised)', widget: 'text' },
    maximizedTitle: { label: 'Eyebrow (expanded)', widget: 'text' },
    delay: { label: 'Expands after (ms)', widget: 'number', help: 'Default 2000.' },
    logo: { label: 'Logo', widget: 'image' },
    logoSize: { label: 'Logo size', widget: 'select' },
    richText: { label: 'Body', widget: 'richtext' },
    targets: { label: 'Buttons', widget: 'list' },
    disclaimer: { label: 'Small print', widget: 'textarea' },
    closable: { label: 'Shoppers can close it', widget: 'toggle' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: {
    type: 'popup',
    kind: 'newsletter',
    title: 'Get 10% off your first order',
    minimizedTitle: '10% off',
    delay: 2000,
    richText: '<p>Join our newsletter for new arrivals and trail stories.</p>',
    targets: [{ url: '/sign-up', text: 'Sign up', style: 'primary' }],
  },
});
