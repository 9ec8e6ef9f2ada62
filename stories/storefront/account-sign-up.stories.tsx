import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { SignUpFlow } from '../../storefront/account';
import { answerApi, profiles, refusal, session, storyToday, withQueries } from '../fixtures/account';

/** `/{locale}/sign-up`: the form over the API's answers at the fetch boundary; today held on 14 March 2026. */
const meta = {
  title: 'Storefront/Account/Sign up',
  component: SignUpFlow,
  args: { locale: 'en-us', path: '/en-us/sign-up', navigate: fn(), today: storyToday },
  decorators: [withQueries],
  beforeEach: answerApi(session('Guest')),
} satisfies Meta<typeof SignUpFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a shopper would (English labels). */
async function fill(root: HTMLElement, birthDate?: string) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'maya.thompson@example.com');
  await userEvent.type(canvas.getByLabelText('Create a password'), 'Trail2026');
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Maya');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Thompson');
  if (birthDate) await userEvent.type(canvas.getByLabelText(/^Date of birth/), birthDate);
  await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the terms/ }));
}

/** The form on the North American brand, the e-mail prefilled from the link (`?email=`): the birth date is optional. */
export const Prefilled: Story = {
  args: { path: '/en-us/sign-up?email=maya.thompson%40example.com&leadSource=footer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue('maya.thompson@example.com');
    await expect(canvas.getByLabelText('Create a password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Date of birth (optional)')).toHaveAttribute('max', '2013-03-14');
    await expect(canvas.getByRole('link', { name: /Terms of use/ })).toHaveAttribute('href', '/en-us/brand-terms');
    await expect(canvas.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', '/en-us/privacy');
  },
};

/** Sent empty: each field says what it needs, the first takes the focus; the password's four rules are unticked. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};

/** AUT439: the e-mail has an account; the words land on the e-mail, which takes the focus; nothing typed is lost. */
export const EmailInUse: Story = {
  beforeEach: answerApi({ ...session('Guest'), 'POST /consumers-v3/auth/signup': () => refusal(409, 'AUT439', 'Login in use') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account already uses this email. Sign in instead, or reset your password.'));
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Create a password')).toHaveValue('Trail2026');
  },
};

/** The UK site (Kestrel, EMEA): the birth date is required, and someone under 13 is told so before anything is sent. */
export const UnderAgeUK: Story = {
  args: { locale: 'en-gb', path: '/en-gb/sign-up' },
  globals: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '2015-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const birth = canvas.getByLabelText('Date of birth');
    await waitFor(() => expect(birth).toHaveAccessibleDescription(/You must be at least 13 years old to have an account/));
    await expect(birth).toHaveFocus();
  },
};

/** German (du): the birth date required (16 in Germany); the password's rules ticked as typed. */
export const German: Story = {
  args: { locale: 'de-de', path: '/de-de/sign-up' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Passwort festlegen'), 'Gipfel');
    await expect(canvas.getByText('Mindestens 8 Zeichen')).toBeVisible();
    await expect(canvas.getByLabelText('Geburtsdatum')).toHaveAccessibleDescription(/mindestens 16 Jahre/);
  },
};

/** French (vous): the same form. */
export const French: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/sign-up' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  },
};

const interestSaves: unknown[] = [];

/**
 * Kestrel (interests collected) with the newsletter ticked: once the account exists and the shopper is signed in, the
 * interests dialog (spec 000 §5); saved, the shopper goes on to their account.
 */
export const InterestsAfterSignUpUK: Story = {
  args: { locale: 'en-gb', path: '/en-gb/sign-up' },
  globals: { locale: 'en-gb' },
  beforeEach: () => {
    interestSaves.length = 0;
    return answerApi({
      ...session('Guest'),
      'POST /consumers-v3/auth/signup': () => ({ status: 201, body: { consumerId: 'C-2001', email: 'maya.thompson@example.com' } }),
      'POST /consumers-v3/auth/signin': () => ({ status: 200, body: { authorizationCode: 'story-code', expiresIn: 60 } }),
      'POST /fapi/session/signin': () => ({ status: 200, body: { tokenType: 'Registered', basketId: 'basket-account', merged: false } }),
      'PUT /consumers-v3/consumer/profile': (body) => {
        interestSaves.push(body);
        return { status: 200, body: { consumerProfile: { ...profiles.maya, preferences: { interests: 'running', preferredShoeSize: null } } } };
      },
    })();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '1990-06-01');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send me news and offers by email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Your interests' });
    const heading = within(dialog).getByRole('heading', { level: 2, name: 'What are you into?' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Running' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/en-gb/account'));
    await expect(interestSaves).toEqual([{ consumerProfile: { preferences: { interests: 'running', preferredShoeSize: null } } }]);
  },
};
