import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import { EnrollmentDialog } from '../../storefront/enrollment/EnrollmentDialog';
import type { ConsumerProfile } from '../../schemas';
import { answerApi, profiles, refusal, session, storyToday, type FakeApi } from '../fixtures/account';

/**
 * The simplified enrollment dialog (spec 000 §2) on a Kestrel site (its brand has `simplifiedEnrollment` and
 * `collectInterests` on), over the API's answers at the fetch boundary: the lookup, the sign-in's session calls, the
 * profile's read and saves run for real.
 */
const meta = {
  title: 'Storefront/Enrollment/Dialog',
  component: EnrollmentDialog,
  args: { open: true, signedIn: false, onClose: fn(), today: storyToday },
  globals: { locale: 'en-gb' },
  beforeEach: answerApi(session('Guest')),
} satisfies Meta<typeof EnrollmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const lookup = (accountExists: boolean): FakeApi => ({
  'GET /consumers-v3/consumer/lookup': () => ({ status: 200, body: { email: 'maya.thompson@example.com', accountExists } }),
});

/** A signed-in shopper's profile read, and each save answered with the profile as changed. */
const signedInWith = (start: ConsumerProfile, saves: unknown[] = []): FakeApi => {
  let current = start;
  return {
    ...session('Registered'),
    'GET /consumers-v3/consumer/profile': () => ({ status: 200, body: { consumerProfile: current } }),
    'PUT /consumers-v3/consumer/profile': (body) => {
      saves.push(body);
      const change = (body as { consumerProfile: { preferences?: Partial<ConsumerProfile['preferences']> } }).consumerProfile;
      current = { ...current, preferences: { ...current.preferences, ...change.preferences } };
      return { status: 200, body: { consumerProfile: current } };
    },
  };
};

const typeEmail = async (root: HTMLElement, name: RegExp | string, button: string) => {
  const canvas = within(root);
  await userEvent.type(await canvas.findByRole('textbox', { name }), 'maya.thompson@example.com');
  await userEvent.click(canvas.getByRole('button', { name: button }));
};

/** A visitor: the e-mail first; its heading has the focus. */
export const Lookup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Sign in or create an account' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
  },
};

/** AUT403: the lookup's captcha refused, in the catalogue's words at the top. */
export const LookupCaptchaRefused: Story = {
  beforeEach: answerApi({
    ...session('Guest'),
    'GET /consumers-v3/consumer/lookup': () => refusal(400, 'AUT403', 'query.recaptcha_response: captcha failed'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeEmail(canvasElement, 'Email', 'Continue');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/not a robot/));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('maya.thompson@example.com');
  },
};

/** A known e-mail: the sign-in step, the e-mail shown and not changed there, the heading focused. */
export const SignInStep: Story = {
  beforeEach: answerApi({ ...session('Guest'), ...lookup(true) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeEmail(canvasElement, 'Email', 'Continue');
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Sign in' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a different email' })).toBeVisible();
  },
};

/** An unknown e-mail: the sign-up form, the e-mail carried over. */
export const SignUpStep: Story = {
  beforeEach: answerApi({ ...session('Guest'), ...lookup(false) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeEmail(canvasElement, 'Email', 'Continue');
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Create an account' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('maya.thompson@example.com');
  },
};

/** AUT426 in French: one more wrong try locks the account. */
export const SignInLastAttemptFrench: Story = {
  globals: { locale: 'fr-fr' },
  beforeEach: answerApi({
    ...session('Guest'),
    ...lookup(true),
    'POST /consumers-v3/auth/signin': () => refusal(401, 'AUT426', 'Last attempt'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeEmail(canvasElement, 'E-mail', 'Continuer');
    await userEvent.type(await canvas.findByLabelText(/^Mot de passe$/), 'Trail2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Encore une erreur'));
  },
};

/** Forgot password, inside the dialog, the e-mail carried over. */
export const ForgotPassword: Story = {
  beforeEach: answerApi({ ...session('Guest'), ...lookup(true) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeEmail(canvasElement, 'Email', 'Continue');
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot your password?' }));
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue('maya.thompson@example.com');
    await expect(canvas.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
  },
};

/** Signed in without a phone: the mobile step; AUT442 (in use) lands on the field in its words. */
export const MobilePhoneInUse: Story = {
  args: { signedIn: true },
  beforeEach: answerApi({
    ...signedInWith(profiles.claire),
    'PUT /consumers-v3/consumer/profile': () => refusal(400, 'AUT442', 'Phone in use'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }), '07700 900123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(/already/i));
    await expect(canvas.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  },
};

/** Signed in with a phone, in German: the profile step first (spec 000 §2's start step). */
export const ProfileStepGerman: Story = {
  args: { signedIn: true },
  globals: { locale: 'de-de' },
  beforeEach: answerApi(signedInWith(profiles.jonas)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Erzähl uns etwas mehr' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Später' })).toBeVisible();
  },
};

const saves: unknown[] = [];

/** The interests: two ticked and a shoe size, saved as one pipe-separated string; then "You're all set". */
export const InterestsSaved: Story = {
  args: { signedIn: true },
  beforeEach: () => {
    saves.length = 0;
    return answerApi(signedInWith(profiles.maya, saves))();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Skip for now' }));
    await expect(await canvas.findByRole('group', { name: 'Your interests' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Running' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Trail running' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Preferred shoe size (optional)' }), 'UK 8.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'You’re all set' })).toBeVisible();
    await expect(saves).toEqual([{ consumerProfile: { preferences: { interests: 'running|trail', preferredShoeSize: 'UK 8.5' } } }]);
    await expect(canvas.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/en-gb/account');
  },
};

const toInterests = async (root: HTMLElement, skip: string, legend: string) => {
  const canvas = within(root);
  await userEvent.click(await canvas.findByRole('button', { name: skip }));
  const heading = await canvas.findByRole('group', { name: legend });
  await expect(heading).toBeVisible();
};

/** The interests in French. */
export const InterestsFrench: Story = {
  args: { signedIn: true },
  globals: { locale: 'fr-fr' },
  beforeEach: answerApi(signedInWith(profiles.claire)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Plus tard' }));
    await toInterests(canvasElement, 'Plus tard', 'Vos centres d’intérêt');
    await expect(canvas.getByRole('checkbox', { name: 'Randonnée' })).not.toBeChecked();
  },
};

/** The interests in German, those saved before ticked. */
export const InterestsGerman: Story = {
  args: { signedIn: true },
  globals: { locale: 'de-de' },
  beforeEach: answerApi(signedInWith({ ...profiles.jonas, preferences: { interests: 'hiking|kids', preferredShoeSize: 'UK 9' } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toInterests(canvasElement, 'Später', 'Deine Interessen');
    await expect(canvas.getByRole('checkbox', { name: 'Wandern' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Kinder' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Bevorzugte Schuhgröße (optional)' })).toHaveValue('UK 9');
  },
};
