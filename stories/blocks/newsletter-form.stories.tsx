import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import type { NewsletterFormBlock } from '../../schemas';
import { answerApi } from '../fixtures/account';

const block: NewsletterFormBlock = {
  id: 'newsletter-story',
  type: 'newsletterForm',
  title: 'Join the Ridgeline newsletter',
  subtitle: 'New arrivals, trail stories and 10% off your first order.',
};
const subscribed = answerApi({
  'POST /consumers-v3/subscription': (body) => ({
    status: 202,
    body: { channel: 'email', type: 'Newsletter', recipient: (body as { email: string }).email, confirmationMailed: true },
  }),
});

/** The newsletter form (spec 001 "Newsletter footer form"): the e-mail and the policy checkbox, over the API at the fetch boundary. */
const meta = {
  title: 'Blocks/Newsletter form',
  component: BlockView,
  args: { block },
  beforeEach: subscribed,
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Join the Ridgeline newsletter' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en-us/privacy');
  },
};

/** Sent empty: the e-mail is required and the policy must be ticked (spec 001 "Newsletter" rules). */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is not valid');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Please tick this box to continue');
  },
};

/** Subscribed, in French: check the inbox for the confirmation link. */
export const SubscribedFrench: Story = {
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'claire@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire' }));
    await expect(await canvas.findByText(/Merci pour votre inscription/)).toBeVisible();
  },
};

/** Refused, in German. */
export const RefusedGerman: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnieren' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'E-Mail' })).toHaveFocus());
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Bitte setze hier ein Häkchen, um fortzufahren');
  },
};
