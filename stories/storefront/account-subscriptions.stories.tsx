import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import '../../block-registry/event-sign-up/event-sign-up.css';
import '../../block-registry/sms-subscription/sms-subscription.css';
import { defaultNotificationPreferences, type SubscriptionsAnswer } from '../../schemas';
import { SubscriptionsView, type SubscriptionsViewProps } from '../../storefront/account/subscriptions/SubscriptionsSection';

const at = '2026-03-14T10:00:00.000Z';
const confirmed: SubscriptionsAnswer = {
  subscriptions: [
    {
      channel: 'email',
      type: 'Newsletter',
      optin: true,
      doubleOptin: true,
      recipient: 'maya@example.com',
      country: 'US',
      region: 'NA',
      optinDate: at,
    },
    { channel: 'sms', type: 'Newsletter', optin: false, doubleOptin: false, recipient: '+13035550142', country: 'US', region: 'NA', optoutDate: at },
  ],
  notifications: defaultNotificationPreferences,
};
const pending: SubscriptionsAnswer = {
  subscriptions: [
    {
      channel: 'email',
      type: 'Newsletter',
      optin: true,
      doubleOptin: false,
      recipient: 'maya@example.com',
      country: 'FR',
      region: 'EMEA',
      optinDate: at,
    },
  ],
  notifications: defaultNotificationPreferences,
};

const meta = {
  title: 'Storefront/Account/Subscriptions',
  component: SubscriptionsView,
  args: {
    state: confirmed,
    loyaltyMember: true,
    phone: '(303) 555-0142',
    onChange: fn<SubscriptionsViewProps['onChange']>(() => Promise.resolve(undefined)),
    announce: fn(),
  },
  decorators: [
    (Story) => (
      <div className="ts-account" style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriptionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Subscribed to the newsletter since a date, SMS opted out on a date, the loyalty newsletter offered to a member. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your subscriptions' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Newsletter: news, drops and offers' })).toBeChecked();
    await expect(canvas.getByText('Subscribed since March 14, 2026.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Loyalty members’ newsletter' })).not.toBeChecked();
    await expect(canvas.getByText('Unsubscribed on March 14, 2026.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(303) 555-0142');
  },
};

/** Unticking the newsletter sends the opt-out and says so. */
export const NewsletterOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Newsletter: news, drops and offers' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ kind: 'subscription', body: { channel: 'email', type: 'Newsletter', optin: false } }),
    );
    await waitFor(() => expect(args.announce).toHaveBeenCalledWith('Newsletter: news, drops and offers: unsubscribed.'));
  },
};

/** Ticking SMS opens the terms; "I accept" ticks the box; saving sends the number with the terms accepted. */
export const SmsThroughTerms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Text me news and offers (SMS terms apply)' }));
    const dialog = await body.findByRole('dialog', { name: 'SMS terms' });
    await expect(within(dialog).getByRole('link', { name: 'Read the full SMS terms (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/en-us/sms-terms',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await expect(canvas.getByRole('checkbox', { name: 'Text me news and offers (SMS terms apply)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save SMS settings' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        kind: 'subscription',
        body: { channel: 'sms', optin: true, phone: '(303) 555-0142', smsTermsAccepted: true },
      }),
    );
  },
};

/** A number made invalid clears the consent, and says so. */
export const SmsConsentCleared: Story = {
  args: { state: { ...confirmed, subscriptions: [{ ...confirmed.subscriptions[1]!, optin: true, optinDate: at, optoutDate: undefined }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Text me news and offers (SMS terms apply)' });
    await expect(box).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), 'x');
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText(/This number is not valid, so your SMS consent was cleared/)).toBeVisible();
  },
};

/** Waiting for the mailed link, in French: "check your inbox". */
export const PendingFrench: Story = {
  args: { state: pending, loyaltyMember: false, phone: null },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vos abonnements' })).toBeVisible();
    await expect(canvas.getByText(/En attente de votre confirmation/)).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: /fidélité/ })).toBeNull();
  },
};

/** A refused change shows its code, in German; the notification preferences save together. */
export const RefusedGerman: Story = {
  args: {
    onChange: fn<SubscriptionsViewProps['onChange']>(() =>
      Promise.resolve({ message: 'Wir konnten diese Änderung nicht speichern (Fehler GEN500). Bitte versuche es noch einmal.' }),
    ),
  },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const backInStock = canvas.getByRole('group', { name: 'Hinweise, wenn Artikel wieder verfügbar sind' });
    await userEvent.click(within(backInStock).getByRole('checkbox', { name: 'Per SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Servicenachrichten speichern' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        kind: 'notifications',
        notifications: { ...defaultNotificationPreferences, backInStock: { email: false, sms: true } },
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fehler GEN500');
  },
};
