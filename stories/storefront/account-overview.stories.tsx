import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { AccountFlow } from '../../storefront/account';
import type { ConsumerProfile } from '../../schemas';
import { answerApi, profiles, refusal, session, withQueries, type FakeApi } from '../fixtures/account';

/** A signed-in shopper's `/{locale}/account`, over the API's answers at the fetch boundary. */
const signedIn = (profile: ConsumerProfile, more: FakeApi = {}): FakeApi => ({
  ...session('Registered'),
  'GET /consumers-v3/consumer/profile': () => ({ status: 200, body: { consumerProfile: profile } }),
  ...more,
});

const meta = {
  title: 'Storefront/Account/Overview',
  component: AccountFlow,
  args: { locale: 'en-us', path: '/en-us/account', navigate: fn() },
  decorators: [withQueries],
  beforeEach: answerApi(signedIn(profiles.maya)),
} satisfies Meta<typeof AccountFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting (the one h1), the sections' list, the details and the password change, sign-out. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Your details', 'Change your password']);
    await expect(canvas.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    await expect(canvas.getByText('May 23, 1991')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** Signing out from the account: the guest's session back, and home (spec 000 §2). */
export const SignOut: Story = {
  beforeEach: answerApi(
    signedIn(profiles.maya, { 'POST /fapi/session/signout': () => ({ status: 200, body: { tokenType: 'Guest', basketId: null, merged: false } }) }),
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/en-us', { replace: true }));
  },
};

/** Editing the details in French; another account has the phone (AUT442): the words at the phone, which takes the focus. */
export const ProfileEditPhoneInUseFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account' },
  globals: { locale: 'fr-fr' },
  beforeEach: answerApi(signedIn(profiles.claire, { 'PUT /consumers-v3/consumer/profile': () => refusal(409, 'AUT442', 'Phone in use') })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Modifier vos informations' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Claire');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Téléphone (facultatif)' }), '06 12 34 56 78');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    const phone = canvas.getByRole('textbox', { name: 'Téléphone (facultatif)' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Un autre compte utilise déjà ce numéro de téléphone.'));
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveValue('06 12 34 56 78');
  },
};

/** Details saved: the form closes, the list shows the server's answer, and a status says so. */
export const ProfileSaved: Story = {
  beforeEach: answerApi(
    signedIn(profiles.maya, {
      'PUT /consumers-v3/consumer/profile': () => ({
        status: 200,
        body: { consumerProfile: { ...profiles.maya, preferences: { ...profiles.maya.preferences, preferredShoeSize: '10' } } },
      }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const size = canvas.getByRole('textbox', { name: 'Preferred shoe size (optional)' });
    await userEvent.clear(size);
    await userEvent.type(size, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your details are saved.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());
  },
};

/** The password change in German: the current one is wrong (AUT450), said at its field. */
export const ChangePasswordWrongGerman: Story = {
  args: { locale: 'de-de', path: '/de-de/account' },
  globals: { locale: 'de-de' },
  beforeEach: answerApi(
    signedIn(profiles.jonas, { 'POST /consumers-v3/consumer/changepassword': () => refusal(400, 'AUT450', 'Wrong current password') }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Aktuelles Passwort'), 'Falsch2026');
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'Gipfel2026');
    await userEvent.type(canvas.getByLabelText('Neues Passwort bestätigen'), 'Gipfel2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    const current = canvas.getByLabelText('Aktuelles Passwort');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Dein aktuelles Passwort ist falsch.'));
  },
};
