import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { answerApi, session } from '../fixtures/account';
import { signedInShopper, withAccountPort } from '../fixtures/account-port';

/** Sign-up form block (spec 001 §3): the storefront's sign-up form, its fields chosen by the variant. */
const meta = {
  title: 'Blocks/Sign-up form',
  component: BlockView,
  args: { block: { id: 'sign-up-compact', type: 'signUpForm', variant: 'compact' } },
  decorators: [withAccountPort()],
  beforeEach: answerApi(session('Guest')),
  parameters: { docs: { story: { inline: false, height: '56rem' } } },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Compact: the whole form on the page (e-mail, password, names, birth date, newsletter, terms). */
export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeVisible();
  },
};

/** Simplified: e-mail and password only, with the terms; sent empty, each says what it needs. */
export const Simplified: Story = {
  args: { block: { id: 'sign-up-simplified', type: 'signUpForm', variant: 'simplified' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Create an account' });
    await expect(canvas.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Please accept the terms to continue')).toBeVisible();
  },
};

/** Loyalty, in German: the form with the rewards programme's box. */
export const LoyaltyGerman: Story = {
  args: { block: { id: 'sign-up-loyalty', type: 'signUpForm', variant: 'loyalty', title: 'Erstelle dein Konto und tritt dem Club bei' } },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: 'Dem Kestrel Prämienprogramm beitreten und seine Bedingungen akzeptieren' }),
    ).toBeVisible();
  },
};

/** In a dialog, in French: a button opens the whole form. */
export const DialogFrench: Story = {
  args: { block: { id: 'sign-up-dialog', type: 'signUpForm', variant: 'dialog' } },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer un compte' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Créer un compte' }));
    await expect(await dialog.findByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** Loyalty, signed in, in French: no form; the way to the rewards in the account. */
export const LoyaltySignedInFrench: Story = {
  args: { block: { id: 'sign-up-loyalty-member', type: 'signUpForm', variant: 'loyalty' } },
  globals: { locale: 'fr-fr' },
  decorators: [withAccountPort(signedInShopper('claire.martin@example.fr', 'Claire', 'Martin'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Vous êtes connecté en tant que claire.martin@example.fr.');
    await expect(canvas.getByRole('link', { name: 'Accéder à votre compte' })).toHaveAttribute('href', '/fr-fr/account');
  },
};
