import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { answerApi, session } from '../fixtures/account';
import { signedInShopper, withAccountPort } from '../fixtures/account-port';

/** Sign-in form block (spec 001 §3): the storefront's sign-in form on the page, or in a dialog. */
const meta = {
  title: 'Blocks/Sign-in form',
  component: BlockView,
  args: { block: { id: 'sign-in-page', type: 'signInForm', presentation: 'page' } },
  decorators: [withAccountPort()],
  beforeEach: answerApi(session('Guest')),
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the page: e-mail and password; "forgot password" and "create an account" go to their pages. */
export const OnThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en-us/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en-us/sign-up');
  },
};

/** In a dialog, in French: "forgot password" opens a second dialog rather than leaving the page. */
export const DialogForgotInFrench: Story = {
  args: { block: { id: 'sign-in-dialog', type: 'signInForm', presentation: 'dialog', title: 'Déjà membre\u202f?' } },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Se connecter' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Mot de passe oublié\u202f?' }));
    await expect(await canvas.findByRole('dialog', { name: 'Mot de passe oublié\u202f?' })).toBeVisible();
  },
};

/** Signed in, in German: who, and the way to the account, instead of the form. */
export const SignedInGerman: Story = {
  globals: { locale: 'de-de' },
  decorators: [withAccountPort(signedInShopper('jonas.weber@example.de', 'Jonas', 'Weber'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Du bist angemeldet als jonas.weber@example.de.');
    await expect(canvas.getByRole('link', { name: 'Zu deinem Konto' })).toHaveAttribute('href', '/de-de/account');
  },
};
