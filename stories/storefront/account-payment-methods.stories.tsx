import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { ApiError } from '../../runtime/core';
import type { SavedCard } from '../../schemas';
import { PaymentMethodsView, type PaymentMethodsViewProps } from '../../storefront/account/cards/PaymentMethodsSection';

const card = (id: string, brand: string, last4: string, main: boolean, expiryMonth = 12, expiryYear = 2030): SavedCard => ({
  paymentInstrumentId: id,
  payment_instrument_id: id,
  payment_method_id: 'CREDIT_CARD',
  main,
  brand,
  last4,
  expiryMonth,
  expiryYear,
  holderName: 'Maya Okafor',
});
const visa = card('pi-visa', 'visa', '4242', true);
const mastercard = card('pi-mc', 'mastercard', '4444', false, 3, 2029);
const amex = card('pi-amex', 'amex', '0005', false, 7, 2031);

const refused = (errorId: string, message: string) =>
  new ApiError(409, { errorDetails: [{ errorId, message }], appId: 'tessera', correlationId: 'story' }, '/consumers-v3/consumer/payment_instruments');

const meta = {
  title: 'Storefront/Account/Payment methods',
  component: PaymentMethodsView,
  args: {
    cards: [visa, mastercard, amex],
    tokenize: fn<PaymentMethodsViewProps['tokenize']>((entered) =>
      Promise.resolve({ token: 'tok_sandbox55555555', brand: 'mastercard', last4: entered.number.slice(-4) }),
    ),
    onAdd: fn<PaymentMethodsViewProps['onAdd']>(() => Promise.resolve('pi-new')),
    onMakeMain: fn<PaymentMethodsViewProps['onMakeMain']>(() => Promise.resolve()),
    onDelete: fn<PaymentMethodsViewProps['onDelete']>(() => Promise.resolve()),
    announce: fn(),
  },
  decorators: [
    (Story) => (
      <div className="ts-account" style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved cards: brand mark, last four, expiry, the main one badged and first. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your payment methods' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'VISAVisa ending in 4242',
      'Mastercard ending in 4444',
      'AMEXAmerican Express ending in 0005',
    ]);
    await expect(within(cards[0]!).getByText('Main card')).toBeVisible();
    await expect(within(cards[1]!).getByText('Expires 03/29')).toBeVisible();
    await expect(within(cards[1]!).getByRole('button', { name: 'Make it my main card' })).toBeVisible();
  },
};

/** No cards yet, in French. */
export const EmptyFrench: Story = {
  args: { cards: [] },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vous n’avez pas encore de carte enregistrée. Enregistrez-en une pour commander plus vite.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter une carte' })).toBeVisible();
  },
};

/** Adding a card in German: the gateway's card fields; saved, the status says so and the focus is on the card. */
export const AddingGerman: Story = {
  args: { cards: [visa] },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Karte hinzufügen' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Neue Karte' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Karte speichern' }));
    await waitFor(() => expect(canvas.getAllByRole('textbox')[0]).toHaveFocus());
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A card saved: tokenized by the gateway, handed on as a token, announced. */
export const AddSaved: Story = {
  args: { cards: [visa] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '5555555555554444');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' }), '1230');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Maya Okafor');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use as my main card' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the card' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith('tok_sandbox55555555', true));
    await waitFor(() => expect(args.announce).toHaveBeenCalledWith('The card Mastercard ending in 4444 is saved.'));
  },
};

/** The same card saved before: "already saved" at the top, with the focus. */
export const AlreadyExists: Story = {
  args: {
    cards: [visa],
    onAdd: fn<PaymentMethodsViewProps['onAdd']>(() => Promise.reject(refused('CRD409', 'This card is already saved in your account.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' }), '1230');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Maya Okafor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the card' }));
    await expect(await canvas.findByText('This card is already saved in your account.')).toBeVisible();
  },
};

/** Any other refusal in French: "credit card save failed" (spec 000 §8). */
export const SaveFailedFrench: Story = {
  args: { cards: [], error: 'L’enregistrement de la carte a échoué. Veuillez réessayer.' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('L’enregistrement de la carte a échoué. Veuillez réessayer.')).toBeVisible();
  },
};

/** Deleting asks first (the focus on keeping it), in German. */
export const DeleteConfirmGerman: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mc = canvas.getAllByRole('article')[1]!;
    await userEvent.click(within(mc).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(within(mc).getByRole('button', { name: 'Behalten' })).toHaveFocus());
    await expect(within(mc).getByText('Die Karte Mastercard mit den Endziffern 4444 löschen?')).toBeVisible();
  },
};
