import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/account.css';
import { NewsletterConfirmView } from '../../storefront/account/subscriptions/NewsletterConfirm';

/** The newsletter's confirmation page (`/{locale}/newsletter/confirm?token=…`), in each of its states. */
const meta = {
  title: 'Storefront/Newsletter confirmation',
  component: NewsletterConfirmView,
  args: { state: 'confirmed', home: '/en-us' },
} satisfies Meta<typeof NewsletterConfirmView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link worked. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletter subscription' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your subscription is confirmed. Thank you!');
  },
};

/** Expired or used, in French. */
export const ExpiredFrench: Story = {
  args: { state: 'expired', home: '/fr-fr' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ce lien de confirmation a expiré/)).toBeVisible();
  },
};

/** Confirmed, in German. */
export const ConfirmedGerman: Story = {
  args: { state: 'confirmed', home: '/de-de' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Dein Abo ist bestätigt. Danke!');
  },
};
