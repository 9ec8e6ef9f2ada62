import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import { ShippingStep, type ShippingStepProps } from '../../storefront/checkout';
import { addresses, emails, methods } from '../fixtures/checkout';

const meta = {
  title: 'Storefront/Checkout/Shipping step',
  component: ShippingStep,
  args: {
    country: 'US',
    currency: 'USD',
    methods: methods.US,
    selectedMethod: 'standard',
    itemTotal: 26800,
    onSubmit: fn<ShippingStepProps['onSubmit']>(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem var(--ts-gutter)', maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShippingStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's first visit: every field empty; standard delivery free over $75, and this cart is. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shipping', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('autocomplete', 'shipping given-name');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAttribute('autocomplete', 'shipping address-level1');
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Country/Region' })).toHaveValue('United States');
    await expect(canvas.getByText('Country code +1.', { exact: false })).toBeVisible();
    const method = canvas.getByRole('radio', { name: /Standard delivery/ });
    await expect(method).toBeChecked();
    await expect(method.closest('label')).toHaveTextContent('3–5 business days');
    await expect(method.closest('label')).toHaveTextContent('Free');
  },
};

/** Denver, filled in from the cart: submitted as the rules normalise it (phone in international form). */
export const FilledUS: Story = {
  args: { defaultValues: { email: emails.us, address: addresses.denver } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('(303) 555 - 0142');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Colorado');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: emails.us,
        address: {
          firstName: 'Maya',
          lastName: 'Thompson',
          addressLine1: '1550 Wewatta St',
          addressLine2: 'Apt 4B',
          city: 'Denver',
          province: 'CO',
          postalCode: '80202',
          country: 'US',
          phone: '+13035550142',
        },
        method: 'standard',
      }),
    );
  },
};

/** Toronto: province and postal code, the price in CAD with its free-shipping threshold; a lower-case code is set right. */
export const Canada: Story = {
  args: {
    country: 'CA',
    currency: 'CAD',
    methods: methods.CA,
    itemTotal: 8900,
    defaultValues: { email: emails.ca, address: { ...addresses.toronto, postalCode: 'm5h1k4' } },
  },
  globals: { locale: 'en-ca' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Ontario');
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toBeVisible();
    const method = canvas.getByRole('radio', { name: /Standard delivery/ }).closest('label');
    await expect(method).toHaveTextContent('CAD 12.00');
    await expect(method).toHaveTextContent('Free on orders over CAD 99');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          address: expect.objectContaining({ postalCode: 'M5H 1K4', province: 'ON', phone: '+14165550182' }),
        }),
      ),
    );
  },
};

/** London: a postcode and a town, no county to choose; £4.95 delivery. */
export const UnitedKingdom: Story = {
  args: { country: 'GB', currency: 'GBP', methods: methods.GB, itemTotal: 19000, defaultValues: { email: emails.gb, address: addresses.london } },
  globals: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('EC1M 5PA');
    await expect(canvas.getByRole('textbox', { name: 'Town or city' })).toHaveValue('London');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ }).closest('label')).toHaveTextContent('£4.95');
    await expect(canvas.getByText('2–4 working days')).toBeVisible();
  },
};

/**
 * The keyboard alone: tabbing through leaves each required field complaining; sending the empty form puts the
 * focus on the first problem. A bad ZIP code answers at once, before the other fields are filled.
 */
export const ClientErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This field is required/));
    // First name, last name, address, apartment, city, state: then the ZIP code.
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveFocus();
    await userEvent.keyboard('8020');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Enter a 5-digit ZIP code')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6);
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/This field is required/);
    await userEvent.type(email, 'maya@example');
    await waitFor(() => expect(canvas.getByText('Email is not valid')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses a field (its 400 names it): the words land on the field, which takes the focus. */
export const ServerFieldError: Story = {
  args: {
    defaultValues: { email: emails.us, address: addresses.denver },
    onSubmit: fn<ShippingStepProps['onSubmit']>(() =>
      Promise.resolve({
        fieldErrors: { 'body.address.0.postalCode': 'We can’t deliver to this ZIP code yet.' },
        message: 'We can’t ship to this address from this store.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('We can’t deliver to this ZIP code yet.'));
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('80202');
    await expect(canvas.getByRole('alert')).toHaveTextContent('We can’t ship to this address from this store.');
  },
};

/** Sent back from a later step with an error: it is at the top. */
export const WithError: Story = {
  args: {
    defaultValues: { email: emails.us, address: addresses.denver },
    error: 'An item in your cart is no longer available. Please review your cart.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An item in your cart is no longer available.');
  },
};

/** Saving: the button says so and does not send twice. */
export const Saving: Story = {
  args: {
    defaultValues: { email: emails.us, address: addresses.denver },
    onSubmit: fn<ShippingStepProps['onSubmit']>(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    const saving = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saving);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** France (vous): "Code postal", the price in euros. */
export const French: Story = {
  args: { country: 'FR', currency: 'EUR', methods: methods.FR, itemTotal: 12995, defaultValues: { email: emails.fr, address: addresses.paris } },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Code postal' })).toHaveValue('75003');
    await expect(canvas.getByRole('textbox', { name: 'Pays/Région' })).toHaveValue('France');
    await expect(canvas.getByRole('radio', { name: /Livraison standard/ }).closest('label')).toHaveTextContent('5,95 €');
    await expect(canvas.getByRole('button', { name: 'Continuer vers la facturation' })).toBeVisible();
  },
};

/** Germany (du): "PLZ", street and number; an empty required field in German. */
export const German: Story = {
  args: {
    country: 'DE',
    currency: 'EUR',
    methods: methods.DE,
    itemTotal: 16990,
    defaultValues: { email: emails.de, address: { ...addresses.berlin, city: '' } },
  },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).toHaveValue('10119');
    await expect(canvas.getByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveValue('Torstraße 109');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Zahlung' }));
    const city = canvas.getByRole('textbox', { name: 'Ort' });
    await waitFor(() => expect(city).toHaveFocus());
    await expect(city).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  },
};
