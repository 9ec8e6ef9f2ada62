import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/account.css';
import { NewsletterUnsubscribeView } from '../../storefront/account/subscriptions/NewsletterUnsubscribe';

/** The newsletter's unsubscribe page (`/{locale}/newsletter/unsubscribe?token=…`), in each of its states. */
const meta = {
  title: 'Storefront/Newsletter unsubscribe',
  component: NewsletterUnsubscribeView,
  args: { state: { step: 'ask' }, home: '/en-us', onUnsubscribe: fn() },
} satisfies Meta<typeof NewsletterUnsubscribeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the link asks first: nothing changes until the button is pressed. */
export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onUnsubscribe).toHaveBeenCalledOnce();
  },
};

/** Done, in French: the address that will no longer receive it. */
export const DoneFrench: Story = {
  args: { state: { step: 'done', recipient: 'maya@example.com' }, home: '/fr-fr' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('maya@example.com ne recevra plus cette newsletter.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A link not signed by the store, in German. */
export const InvalidGerman: Story = {
  args: { state: { step: 'invalid' }, home: '/de-de' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Dieser Abmeldelink ist ungültig.');
  },
};

/** A failure shows its code and keeps the button for another try. */
export const Failed: Story = {
  args: { state: { step: 'failed', errorId: 'GEN500' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('(error GEN500)');
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  },
};
