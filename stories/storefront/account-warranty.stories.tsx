import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { AccountFlow } from '../../storefront/account';
import type { ConsumerProfile } from '../../schemas';
import { answerApi, profiles, session, withQueries, type FakeApi } from '../fixtures/account';

const signedIn = (profile: ConsumerProfile, more: FakeApi = {}): FakeApi => ({
  ...session('Registered'),
  'GET /consumers-v3/consumer/profile': () => ({ status: 200, body: { consumerProfile: profile } }),
  ...more,
});
const accepted: FakeApi = { 'POST /consumers-v3/consumer/warranty': () => ({ status: 201, body: { caseNumber: 'CS100077' } }) };

/** `/{locale}/account/warranty`: a signed-in customer's warranty claim, over the API at the fetch boundary. */
const meta = {
  title: 'Storefront/Account/Warranty',
  component: AccountFlow,
  args: { locale: 'en-us', path: '/en-us/account/warranty', navigate: fn() },
  decorators: [withQueries],
  beforeEach: answerApi(signedIn(profiles.maya, accepted)),
} satisfies Meta<typeof AccountFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The claim form, its section marked in the account's list; the order number is asked only for an online purchase. */
export const ClaimForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Make a warranty claim' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Warranty claims' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('textbox', { name: 'Order number (optional)' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Where did you buy it?' }), 'online');
    await expect(canvas.getByRole('textbox', { name: 'Order number (optional)' })).toBeVisible();
  },
};

/** Sent in French: the case number, in the section and in the account's status line. */
export const SentFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account/warranty' },
  globals: { locale: 'fr-fr' },
  beforeEach: answerApi(signedIn(profiles.claire, accepted)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Nom du produit' }), 'Veste Cirrus imperméable');
    await userEvent.type(canvas.getByLabelText('Date d’achat'), '2026-01-10');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Où l’avez-vous acheté\u202f?' }), 'store');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Quel est le problème\u202f?' }), 'waterproofing');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Décrivez le problème' }),
      'L’eau traverse les coutures des épaules après dix minutes de pluie.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande' }));
    const title = await canvas.findByRole('heading', { level: 2, name: 'Nous avons bien reçu votre demande' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getAllByText(/CS100077/).length).toBeGreaterThan(0);
  },
};

/** In German, a purchase older than the warranty: the server's refusal at the date, what was typed kept. */
export const TooOldGerman: Story = {
  args: { locale: 'de-de', path: '/de-de/account/warranty' },
  globals: { locale: 'de-de' },
  beforeEach: answerApi(
    signedIn(profiles.jonas, {
      'POST /consumers-v3/consumer/warranty': () => ({
        status: 400,
        body: {
          errorDetails: [{ errorId: 'API400', message: 'body.purchaseDate: form.warrantyExpired', field: 'body.purchaseDate' }],
          correlationId: 'story',
        },
      }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Produktname' }), 'Summit Trail GTX');
    const date = canvas.getByLabelText('Kaufdatum');
    await userEvent.type(date, '2022-05-02');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Wo hast du es gekauft?' }), 'retailer');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Was ist kaputt?' }), 'sole-separation');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Beschreib das Problem' }),
      'Die Sohle hat sich an der Spitze nach zwei Monaten gelöst.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription('Unsere Garantie gilt zwei Jahre ab Kauf: Dieses Datum liegt weiter zurück'));
    await expect(date).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Produktname' })).toHaveValue('Summit Trail GTX');
  },
};
