import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import { BillingStep, checkoutMessage, type BillingStepProps } from '../../storefront/checkout';
import { useMessages } from '../../runtime/react';
import { addresses } from '../fixtures/checkout';

/** The step as the checkout opens it after a failed payment: the code's words, as the app maps them. */
function AfterPaymentError({ code, ...props }: BillingStepProps & { readonly code: string }) {
  const t = useMessages();
  return <BillingStep {...props} error={checkoutMessage(code, 'Payment failed', t)} />;
}

const meta = {
  title: 'Storefront/Checkout/Billing step',
  component: BillingStep,
  args: {
    country: 'US',
    shippingAddress: addresses.denver,
    tokenize: fn<BillingStepProps['tokenize']>((card) =>
      Promise.resolve({ token: 'tok_sandbox42424242', brand: 'visa', last4: card.number.slice(-4) }),
    ),
    onSubmit: fn<BillingStepProps['onSubmit']>(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div className="ts-checkout" style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BillingStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillCard = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' }), '1234');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Maya Thompson');
};

/** Billing address same as shipping (the default): the shipping address shown; a new card tokenized and handed on. */
export const SameAsShipping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Billing address same as shipping' })).toBeChecked();
    await expect(canvas.getByText('1550 Wewatta St')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await fillCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ billing: null, token: 'tok_sandbox42424242' }));
  },
};

/** Another billing address: the fields, filled with the one given before; unticking keeps what was typed. */
export const OwnAddress: Story = {
  args: { billingAddress: addresses.boulder, savedCard: { brand: 'mastercard', last4: '4444' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const same = canvas.getByRole('checkbox', { name: 'Billing address same as shipping' });
    await expect(same).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('2045 Pearl St');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('autocomplete', 'billing address-line1');
    await userEvent.click(same);
    await userEvent.click(same);
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('2045 Pearl St');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        billing: expect.objectContaining({ addressLine1: '2045 Pearl St', city: 'Boulder', postalCode: '80302', phone: '+13035550199' }),
        token: null,
      }),
    );
  },
};

/** Unticked and left empty: each field says what it needs, the first takes the focus; the card's problems show too. */
export const OwnAddressErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Billing address same as shipping' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('This field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A saved card: kept unless the shopper asks for another, which brings the card fields and the focus to them. */
export const SavedCard: Story = {
  args: { savedCard: { brand: 'visa', last4: '4242' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ billing: null, token: null }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use another card' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Use Visa ending in 4242' })).toBeVisible();
  },
};

/** Back from a failed 3-D Secure challenge (PYT405): the payment authentication error at the top. */
export const ThreeDSecureFailed: Story = {
  render: (args) => <AfterPaymentError {...args} code="PYT405" />,
  args: { savedCard: { brand: 'visa', last4: '3184' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Payment authentication error: your bank couldn’t confirm this payment.');
    await waitFor(() => expect(alert.querySelector('p')).toHaveFocus());
  },
};

/** A declined card (PYT402): the error at the top, the card fields ready for another card. */
export const Declined: Story = {
  render: (args) => <AfterPaymentError {...args} code="PYT402" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined. Please use another card, or contact your bank.');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  },
};

/** Germany (du): the Berlin address summary, the words of the step. */
export const German: Story = {
  args: { country: 'DE', shippingAddress: addresses.berlin },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Rechnungsadresse wie Lieferadresse' })).toBeChecked();
    await expect(canvas.getByText('10119 Berlin')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weiter zur Übersicht' })).toBeVisible();
  },
};

const savedCards: NonNullable<BillingStepProps['savedCards']> = [
  {
    paymentInstrumentId: 'pi-visa',
    payment_instrument_id: 'pi-visa',
    payment_method_id: 'CREDIT_CARD',
    main: true,
    brand: 'visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
    holderName: 'Maya Okafor',
  },
  {
    paymentInstrumentId: 'pi-mc',
    payment_instrument_id: 'pi-mc',
    payment_method_id: 'CREDIT_CARD',
    main: false,
    brand: 'mastercard',
    last4: '4444',
    expiryMonth: 3,
    expiryYear: 2029,
    holderName: 'Maya Okafor',
  },
];

/** A signed-in shopper's saved cards: the main one chosen; continuing hands on its id (no security code asked). */
export const SavedCardChoice: Story = {
  args: { savedCards },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ billing: null, token: null, savedCardId: 'pi-visa', saveCard: false }));
  },
};

/** A new card instead, in French: the card fields and "save this card". */
export const SavedCardNewFrench: Story = {
  args: { savedCards },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Une nouvelle carte' }));
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Enregistrer cette carte dans mon compte' })).not.toBeChecked();
  },
};

/** The saved cards in German. */
export const SavedCardChoiceGerman: Story = {
  args: { savedCards },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Bezahlen mit' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Mastercard mit den Endziffern 4444/ })).not.toBeChecked();
  },
};
