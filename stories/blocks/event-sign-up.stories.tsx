import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { answerApi, refusal, session } from '../fixtures/account';
import { signedInShopper, withAccountPort } from '../fixtures/account-port';
import { trailDays, weekendBerlin, weekendParis } from '../fixtures/events';

const maya = signedInShopper('maya.thompson@example.com', 'Maya', 'Thompson');
const claire = signedInShopper('claire.martin@example.fr', 'Claire', 'Martin');
const jonas = signedInShopper('jonas.weber@example.de', 'Jonas', 'Weber');

const registered = (body: unknown) => {
  const { eventId, attendingDays } = body as { eventId: string; attendingDays: string };
  return {
    status: 200,
    body: {
      registrationId: 'ev-story',
      eventId,
      status: 'registered',
      attendingDays: attendingDays.split(', '),
      plusOne: null,
      registeredAt: '2027-01-10T09:00:00.000Z',
    },
  };
};

/** Event sign-up (spec 001 §3): the event, its dates, and the two-step dialog over the storefront's own forms. */
const meta = {
  title: 'Blocks/Event sign-up',
  component: BlockView,
  args: { block: trailDays },
  decorators: [withAccountPort()],
  beforeEach: answerApi({ ...session('Guest'), 'POST /consumers-v3/consumer/event-registration': registered }),
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (root: HTMLElement, label: string, title: string) => {
  const canvas = within(root);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  return canvas.findByRole('dialog', { name: title });
};

/** Closed: the event's name, its dates from first to last day, and the button that opens the dialog. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trail Days in Boulder' })).toBeVisible();
    await expect(canvas.getByText('June 11, 2027 – June 13, 2027')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save my spot' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** A guest: step 1 is the sign-in form; "create an account" switches to sign-up in place, and back. */
export const SignInFirst: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement, 'Save my spot', 'Trail Days in Boulder'));
    await expect(await dialog.findByRole('heading', { level: 3, name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByText('All fields are required unless marked optional.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create an account' }));
    await expect(await dialog.findByRole('heading', { level: 3, name: 'Create an account' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in' }));
    await expect(await dialog.findByRole('heading', { level: 3, name: 'Sign in' })).toBeVisible();
  },
};

/** Signed in: the profile's e-mail read-only, days with their count, a guest's name checked, terms, then the confirmation. */
export const JoinAndConfirm: Story = {
  decorators: [withAccountPort(maya)],
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement, 'Save my spot', 'Trail Days in Boulder'));
    await expect(await dialog.findByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(dialog.getByText('No days selected')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'June 11, 2027' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'June 12, 2027' }));
    await expect(dialog.getByText('2 days selected')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Guest’s name (optional)' }), 'S');
    await userEvent.tab();
    await expect(await dialog.findByText('Enter your guest’s name in letters (2 to 30)')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Guest’s name (optional)' }), 'am Lee');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I accept the event terms' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save my spot' }));
    await expect(await dialog.findByRole('heading', { name: 'See you on the trail' })).toHaveFocus();
  },
};

/** In French, sent empty: at least one day, and the terms, each with its message. */
export const RequiredInFrench: Story = {
  args: { block: weekendParis },
  globals: { locale: 'fr-fr' },
  decorators: [withAccountPort(claire)],
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement, 'Réserver mes matinées', 'Week-end running au bord de l’eau'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Réserver mes matinées' }));
    await expect(await dialog.findByText('Choisissez au moins un jour')).toBeVisible();
    await expect(dialog.getByText('Veuillez accepter les conditions pour continuer')).toBeVisible();
    await expect(dialog.getByText('Aucun jour choisi')).toBeVisible();
  },
};

/** In German, refused (registration closed, EVT410): the reason in an alert the shopper can dismiss; no guest field. */
export const ClosedInGerman: Story = {
  args: { block: weekendBerlin },
  globals: { locale: 'de-de' },
  decorators: [withAccountPort(jonas)],
  beforeEach: answerApi({
    ...session('Registered'),
    'POST /consumers-v3/consumer/event-registration': () => refusal(409, 'EVT410', 'Registration has closed'),
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement, 'Zum Event anmelden', 'Lauf-Wochenende an der Spree'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: /15\. Mai 2027/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen' }));
    await expect(dialog.queryByRole('textbox', { name: /Begleitung/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Zum Event anmelden' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Die Anmeldung für dieses Event ist geschlossen.'));
    await expect(dialog.getByRole('button', { name: 'Hinweis schließen' })).toBeVisible();
  },
};

/** The error alert goes when dismissed; the form keeps what was chosen. */
export const ErrorDismissed: Story = {
  decorators: [withAccountPort(maya)],
  beforeEach: answerApi({
    ...session('Registered'),
    'POST /consumers-v3/consumer/event-registration': () => refusal(404, 'EVT404', 'No event'),
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement, 'Save my spot', 'Trail Days in Boulder'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'June 13, 2027' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I accept the event terms' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save my spot' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('This event is no longer open for registration.'));
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('checkbox', { name: 'June 13, 2027' })).toBeChecked();
  },
};
