import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { answerApi, profiles, session } from '../fixtures/account';
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

/** An employee signs in through the block: the discount terms are asked first; accepted, the dialog closes. */
export const EmployeeAskedTerms: Story = {
  beforeEach: () => {
    window.sessionStorage.clear();
    const terms: unknown[] = [];
    const details = { ...profiles.maya.consumerDetails, consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false };
    return answerApi({
      ...session('Guest'),
      'POST /consumers-v3/auth/signin': () => ({ status: 200, body: { authorizationCode: 'story-code', expiresIn: 60 } }),
      'POST /fapi/session/signin': () => ({ status: 200, body: { tokenType: 'Registered', basketId: 'basket-account', merged: false } }),
      'GET /consumers-v3/consumer/profile': () => ({
        status: 200,
        body: { consumerProfile: { ...profiles.maya, consumerDetails: { ...details, isEmployeeDiscountTCAccepted: terms.length > 0 } } },
      }),
      'PUT /consumers-v3/consumer/employee-terms': (body) => {
        terms.push(body);
        return { status: 200, body: { isEmployeeDiscountTCAccepted: true, acceptedAt: '2026-03-14T12:00:00.000Z' } };
      },
    })();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'sam.rivera@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password$/), 'Trail2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const dialog = await page.findByRole('dialog', { name: 'Employee discount terms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Employee discount terms' })).toBeNull());
  },
};
