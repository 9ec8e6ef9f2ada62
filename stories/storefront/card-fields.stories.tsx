import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import { CardFields, type CardFieldsHandle, type CardFieldsProps } from '../../storefront/checkout';
import { useMessages } from '../../runtime/react';

/** The card fields in a payment form, which asks them to tokenize when it is sent. */
function PaymentForm(props: CardFieldsProps) {
  const card = useRef<CardFieldsHandle>(null);
  const t = useMessages();
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: '1.5rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        void card.current?.tokenize();
      }}
    >
      <CardFields {...props} ref={card} />
      <button type="submit" className="ts-button ts-button--primary ts-button--lg ts-checkout-submit">
        {t('checkout.continueToReview')}
      </button>
    </form>
  );
}

const gatewayError = (errorId: string, field: string, message: string) => Object.assign(new Error(message), { errorId, field });

const meta = {
  title: 'Storefront/Checkout/Card fields',
  component: CardFields,
  render: (args) => <PaymentForm {...args} />,
  args: {
    tokenize: fn<CardFieldsProps['tokenize']>((card) =>
      Promise.resolve({ token: 'tok_sandbox42424242', brand: 'visa', last4: card.number.slice(-4) }),
    ),
    onToken: fn(),
  },
  decorators: [
    (Story) => (
      <div className="ts-checkout" style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the test-mode hint and the accepted networks. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Use 4242 4242 4242 4242, any future date, any CVC.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('autocomplete', 'cc-number');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' })).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveAttribute('autocomplete', 'cc-name');
    const accepted = within(canvas.getByRole('list', { name: 'Accepted cards' }));
    for (const name of ['Visa', 'Mastercard', 'American Express']) await expect(accepted.getByText(name)).toBeInTheDocument();
  },
};

/** Typing the test card: grouped in fours, Visa recognised; the form tokenizes it. */
export const TypedAndTokenized: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(canvasElement.querySelector('.ts-card-fields__brand')).toHaveTextContent('Visa');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' }), '1234');
    await expect(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' })).toHaveValue('12 / 34');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Maya Thompson');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() =>
      expect(args.tokenize).toHaveBeenCalledWith({
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2034,
        cvc: '123',
        holderName: 'Maya Thompson',
      }),
    );
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith({ token: 'tok_sandbox42424242', brand: 'visa', last4: '4242' }));
  },
};

/** American Express: grouped 4-6-5, a four-digit code on the front. */
export const AmericanExpress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription('4 digits on the front of your card');
  },
};

/** Quick checks before the gateway is asked: a mistyped number (Luhn), a past date, a short code; the first is focused. */
export const ClientErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' }), '0120');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription('Enter a valid card number');
    await expect(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' })).toHaveAccessibleDescription('This card has expired');
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(/Enter the 3-digit security code/);
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription('This field is required');
    await expect(args.tokenize).not.toHaveBeenCalled();
  },
};

/** The gateway refuses the expiry (FE309): its words go on the expiry field. */
export const GatewayRefusesExpiry: Story = {
  args: {
    tokenize: fn<CardFieldsProps['tokenize']>(() =>
      Promise.reject(gatewayError('FE309', 'body.expiryMonth', 'body.expiryMonth: Expiry month is not valid')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' }), '1234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Maya Thompson');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    const expiry = canvas.getByRole('textbox', { name: 'Expiration date (MM / YY)' });
    await waitFor(() => expect(expiry).toHaveAccessibleDescription('The card’s expiration date is not valid'));
    await expect(expiry).toHaveFocus();
  },
};

/** German (du): the labels and the hint. */
export const German: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Kartennummer' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ablaufdatum (MM / JJ)' })).toBeVisible();
    await expect(canvas.getByText('Testmodus')).toBeVisible();
  },
};
