import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { AccountFlow } from '../../storefront/account';
import { answerApi, profiles, refusal, session, withQueries } from '../fixtures/account';

/**
 * `/{locale}/account` for a guest: the sign-in form, over the API's answers at the fetch boundary (the PKCE pair, the
 * session and the error mapping run for real).
 */
const meta = {
  title: 'Storefront/Account/Sign in',
  component: AccountFlow,
  args: { locale: 'en-us', path: '/en-us/account', navigate: fn() },
  decorators: [withQueries],
  beforeEach: answerApi(session('Guest')),
} satisfies Meta<typeof AccountFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const typeCredentials = async (root: HTMLElement, email: RegExp, password: RegExp) => {
  const canvas = within(root);
  await userEvent.type(await canvas.findByRole('textbox', { name: email }), 'maya.thompson@example.com');
  await userEvent.type(canvas.getByLabelText(password), 'Trail2026');
};

/** A guest: the form, its ways to an account, and the autocomplete a password manager needs. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en-us/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en-us/sign-up');
  },
};

/** AUT401: the catalogue's words at the top, focused; the e-mail and password stay as typed. */
export const WrongPassword: Story = {
  beforeEach: answerApi({
    ...session('Guest'),
    'POST /consumers-v3/auth/signin': () => refusal(401, 'AUT401', 'Invalid credentials'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials(canvasElement, /Email/, /^Password$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The email or password is incorrect.'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('maya.thompson@example.com');
  },
};

/** AUT426 in French: one more wrong try locks the account; a reset and the contact page are offered. */
export const LastAttemptFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account' },
  globals: { locale: 'fr-fr' },
  beforeEach: answerApi({
    ...session('Guest'),
    'POST /consumers-v3/auth/signin': () => refusal(401, 'AUT426', 'Last attempt'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials(canvasElement, /E-mail/, /^Mot de passe$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Encore une erreur'));
    await expect(canvas.getByRole('link', { name: 'Réinitialiser votre mot de passe' })).toHaveAttribute('href', '/fr-fr/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Nous contacter' })).toBeVisible();
  },
};

/** Signed in with a guest's cart that joined the account's: the overview says so, politely, and takes the focus. */
export const SignedInCartMerged: Story = {
  beforeEach: answerApi({
    ...session('Guest'),
    'POST /consumers-v3/auth/signin': () => ({ status: 200, body: { authorizationCode: 'story-code', expiresIn: 60 } }),
    'POST /fapi/session/signin': () => ({ status: 200, body: { tokenType: 'Registered', basketId: 'basket-account', merged: true } }),
    'GET /consumers-v3/consumer/profile': () => ({ status: 200, body: { consumerProfile: profiles.maya } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials(canvasElement, /Email/, /^Password$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const greeting = await canvas.findByRole('heading', { level: 1, name: 'Hi, Maya' });
    await waitFor(() => expect(greeting).toHaveFocus());
    const notice = await canvas.findByText('You’re signed in. The items from your cart are now in your account’s cart.');
    await expect(notice).toHaveAttribute('role', 'status');
  },
};

/** German (du): the same form. */
export const German: Story = {
  args: { locale: 'de-de', path: '/de-de/account' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  },
};
