import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountPortContext, type AccountPort, type AccountPortLoader } from '../../block-registry';
import { BlockView, useRuntime } from '../../runtime/react';
import type { SmsSubscriptionBlock } from '../../schemas';
import { loadAccountPort } from '../../storefront/account/block-port';
import { answerApi } from '../fixtures/account';
import { signedInShopper } from '../fixtures/account-port';

const block: SmsSubscriptionBlock = {
  id: 'sms-story',
  type: 'smsSubscription',
  title: 'Get Ridgeline texts',
  subtitle: 'Drops, restocks and trail-day invitations, by SMS.',
};
const subscribed = answerApi({
  'POST /consumers-v3/subscription': (body) => ({
    status: 202,
    body: { channel: 'sms', type: 'Newsletter', recipient: (body as { phone: string }).phone, confirmationMailed: false },
  }),
});

const saveSms = fn<AccountPort['saveSmsSubscription']>(() => Promise.resolve());
/** A signed-in shopper with an SMS subscription on, through the storefront's account port. */
const signedIn: Decorator = (Story) => {
  function Provider() {
    const { site } = useRuntime();
    const load: AccountPortLoader = async () => ({
      ...(await loadAccountPort(site.locale.tag, `/${site.locale.locale}`)),
      shopper: () => Promise.resolve(signedInShopper('oliver@example.com', 'Oliver', 'Grant')),
      smsSubscription: () => Promise.resolve({ recipient: '+13035550142', optin: true }),
      saveSmsSubscription: saveSms,
    });
    return (
      <AccountPortContext.Provider value={load}>
        <Story />
      </AccountPortContext.Provider>
    );
  }
  return <Provider />;
};

/** The SMS subscription form (spec 001 "SMS opt-in"): a number and the consent given through the SMS terms dialog. */
const meta = {
  title: 'Blocks/SMS subscription',
  component: BlockView,
  args: { block },
  beforeEach: subscribed,
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const consent = 'Text me news and offers (SMS terms apply)';

/** The empty form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get Ridgeline texts' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: consent })).not.toBeChecked();
  },
};

/** The SMS terms, opened by ticking the box: the title has the focus, the full terms are a link away. */
export const TermsDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: consent }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'SMS terms' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'SMS terms' })).toHaveFocus());
    await expect(dialog).toHaveAccessibleDescription(/Reply STOP to stop them at any time/);
    await expect(within(dialog).getByRole('button', { name: 'I accept' })).toBeVisible();
  },
};

/** Sent empty: the spec's messages at the number and the box; Cancel in the dialog leaves the box unticked. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for texts' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Enter your mobile number');
    await expect(canvas.getByRole('checkbox', { name: consent })).toHaveAccessibleDescription(
      'Please tick this box and accept the SMS terms to continue',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: consent }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'SMS terms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('checkbox', { name: consent })).not.toBeChecked();
  },
};

/** Subscribed in French: the terms accepted, the number sent, the answer says where the texts go. */
export const SubscribedFrench: Story = {
  globals: { locale: 'fr-fr' },
  args: { block: { ...block, title: 'Recevez les SMS Ridgeline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Numéro de mobile' }), '06 12 34 56 78');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Je souhaite recevoir/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Conditions SMS' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'J’accepte' }));
    await userEvent.click(canvas.getByRole('button', { name: 'M’inscrire aux SMS' }));
    await expect(await canvas.findByText('Vous êtes inscrit à nos SMS au 06 12 34 56 78.')).toBeVisible();
  },
};

/** Signed in, in German: the subscription shown as it is; unticking and saving opts out through the account. */
export const SignedInGerman: Story = {
  globals: { locale: 'de-de' },
  args: { block: { ...block, title: 'Ridgeline per SMS' } },
  decorators: [signedIn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Handynummer' })).toHaveValue('+13035550142'));
    const box = canvas.getByRole('checkbox', { name: /Schick mir Neuigkeiten/ });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'SMS-Einstellungen speichern' }));
    await waitFor(() => expect(saveSms).toHaveBeenCalledWith({ phone: '+13035550142', smsTermsAccepted: false }));
    await expect(await canvas.findByText('Deine SMS-Einstellungen sind gespeichert.')).toBeVisible();
  },
};
