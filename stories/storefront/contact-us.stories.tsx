import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { ContactUsFlow } from '../../storefront/support';
import { answerApi, session, type FakeApi } from '../fixtures/account';

const MESSAGE = 'My order left the warehouse a week ago and the tracking has not moved since.';
const sent: FakeApi = { ...session('Guest'), 'POST /consumers-v3/contactus': () => ({ status: 201, body: { caseNumber: 'CS100042' } }) };

/** The help centre's "write to us" form (`/{locale}/help/contact-us`, below the page's content), over the API at the fetch boundary. */
const meta = {
  title: 'Storefront/Contact us',
  component: ContactUsFlow,
  decorators: [
    (Story) => (
      <div className="ts-contact-slot">
        <Story />
      </div>
    ),
  ],
  beforeEach: answerApi(sent),
} satisfies Meta<typeof ContactUsFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: a subject is chosen after its category. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Write to us' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Subject' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox', { name: 'Order number' })).toBeNull();
  },
};

/** A question about one order asks for its number; sending without the rest marks every missing field. */
export const OrderQuestionNeedsItsNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'What is it about?' }), 'order');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Subject' }), 'where-is-my-order');
    await expect(canvas.getByRole('textbox', { name: 'Order number' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Where is it?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Order number' })).toHaveAccessibleDescription(/^This field is required/);
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(/at least 20 characters/);
  },
};

/** Sent, in French: the case number and where the answer will come. */
export const SentFrench: Story = {
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prénom' }), 'Claire');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Dubois');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'claire@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'De quoi s’agit-il\u202f?' }), 'product');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sujet' }), 'sizing-and-fit');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre message' }), 'Les chaussures de trail taillent-elles grand ?');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    const title = await canvas.findByRole('heading', { level: 2, name: 'Merci, nous avons bien reçu votre message' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText(/CS100042/)).toBeVisible();
  },
};

/** In German, the server refuses the order number at its field: the words beside it, what was typed kept. */
export const RefusedAtItsFieldGerman: Story = {
  globals: { locale: 'de-de' },
  beforeEach: answerApi({
    ...session('Guest'),
    'POST /consumers-v3/contactus': () => ({
      status: 400,
      body: {
        errorDetails: [{ errorId: 'API400', message: 'body.orderNumber: form.orderNumberInvalid', field: 'body.orderNumber' }],
        correlationId: 'story',
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'Jonas');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nachname' }), 'Weber');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-Mail/ }), 'jonas@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Worum geht es?' }), 'order');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Betreff' }), 'where-is-my-order');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bestellnummer' }), 'KS10000007');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Deine Nachricht' }), MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    const order = canvas.getByRole('textbox', { name: 'Bestellnummer' });
    await waitFor(() => expect(order).toHaveAccessibleDescription(/Gib die Bestellnummer aus deiner E-Mail ein/));
    await expect(order).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Deine Nachricht' })).toHaveValue(MESSAGE);
  },
};
