import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { ForgotPasswordFlow, ResetPasswordFlow } from '../../storefront/account';
import { answerApi, refusal, session, withQueries } from '../fixtures/account';

/** `/{locale}/forgot-password` and `/{locale}/reset-password?token=…`, over the API's answers at the fetch boundary. */
const meta = {
  title: 'Storefront/Account/Passwords',
  component: ForgotPasswordFlow,
  args: { locale: 'en-us', path: '/en-us/forgot-password', navigate: fn() },
  decorators: [withQueries],
  beforeEach: answerApi({ ...session('Guest'), 'POST /consumers-v3/confirmforgotpassword': () => ({ status: 202 }) }),
} satisfies Meta<typeof ForgotPasswordFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const TOKEN = 'story-reset-token-0123456789abcdef';

/** Asking for a link. */
export const Forgot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
  },
};

/** Sent, in French: check the inbox, in words that do not say whether the address has an account. */
export const ForgotSentFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/forgot-password' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'claire.martin@example.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
    const title = await canvas.findByRole('heading', { level: 1, name: 'Consultez vos e-mails' });
    await expect(title).toHaveFocus();
    await expect(canvas.getByText(/Si claire.martin@example.fr correspond à un compte/)).toBeVisible();
  },
};

/** The reset link's page: the new password, its rules, typed twice. */
export const Reset: Story = {
  render: (args) => <ResetPasswordFlow {...args} />,
  args: { path: `/en-us/reset-password?token=${TOKEN}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'Summit2026');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByText('At least 8 characters').closest('li')).toHaveTextContent('(done)');
  },
};

/** AUT402 in German: the link expired; the way to a new one. */
export const ResetExpiredGerman: Story = {
  render: (args) => <ResetPasswordFlow {...args} />,
  args: { locale: 'de-de', path: `/de-de/reset-password?token=${TOKEN}` },
  globals: { locale: 'de-de' },
  beforeEach: answerApi({ ...session('Guest'), 'POST /consumers-v3/consumer/resetpassword': () => refusal(410, 'AUT402', 'Link expired') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'Gipfel2026');
    await userEvent.type(canvas.getByLabelText('Neues Passwort bestätigen'), 'Gipfel2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Dieser Link ist abgelaufen'));
    await expect(canvas.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/de-de/forgot-password');
  },
};

/** A link without its token (cut short by a mail program): expired at once, nothing sent. */
export const ResetWithoutToken: Story = {
  render: (args) => <ResetPasswordFlow {...args} />,
  args: { path: '/en-us/reset-password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  },
};
