import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError, type AdminApi } from '../../editor/api';
import { SignInScreen, useWords } from '../../editor/app';

/** Storybook has no admin API: this one answers as the server does for the demo accounts. */
const fakeSignIn = (errorId?: string, extra: Record<string, number> = {}): Pick<AdminApi, 'signIn'> => ({
  signIn: (email) =>
    errorId
      ? Promise.reject(
          new ApiError(
            401,
            { errorDetails: [{ errorId, message: 'refused', ...extra }], appId: 'tessera', correlationId: 'story' },
            '/admin/v1/session',
          ),
        )
      : Promise.resolve({ id: 'e1', email, name: 'Editor', role: 'editor' }),
});

function SignIn({ api }: { readonly api: Pick<AdminApi, 'signIn'> }) {
  const { t } = useWords();
  return <SignInScreen t={t} api={api} onSignedIn={() => undefined} />;
}

const meta = {
  title: 'Editor/App/Sign-in',
  component: SignIn,
  args: { api: fakeSignIn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and password; the e-mail field has focus. */
export const Empty: Story = {};

/** Signing in without a password names the missing field and moves focus to it. */
export const PasswordMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'editor@tessera.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your password.');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** A wrong password (AUT401): announced in the editor's words, the password field emptied and focused. */
export const InvalidCredentials: Story = {
  args: { api: fakeSignIn('AUT401') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'editor@tessera.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The email or password is not correct.')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** The last attempt before sign-ins have to wait (AUT426). */
export const LastAttempt: Story = {
  args: { api: fakeSignIn('AUT426') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'editor@tessera.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(/After one more failed attempt, you will have to wait/)).toBeVisible();
  },
};

/** Too many failures (AUT441 with a wait): how many minutes to wait, rounded up; focus back on the e-mail. */
export const Waiting: Story = {
  args: { api: fakeSignIn('AUT441', { retryAfterSeconds: 90 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'editor@tessera.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'tessera-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Too many failed attempts. Try again in 2 minutes.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

/** A locked account (AUT441 from a server that says no wait). */
export const Locked: Story = {
  args: { api: fakeSignIn('AUT441') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'editor@tessera.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'tessera-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(/This account is locked/)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};
