import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import { checkoutAddressOf } from '../../storefront/account/saved-addresses';
import { ShippingStep, type ShippingStepProps } from '../../storefront/checkout';
import { methods } from '../fixtures/checkout';
import { savedAddresses } from '../fixtures/addresses';

const { mayaHome, mayaOffice, claireHome, claireParents } = savedAddresses;

/** The shipping step of a signed-in shopper with saved addresses (issue 24 §2): one to choose, or a new one typed. */
const meta = {
  title: 'Storefront/Checkout/Shipping step with saved addresses',
  component: ShippingStep,
  args: {
    country: 'US',
    currency: 'USD',
    methods: methods.US,
    selectedMethod: 'standard',
    itemTotal: 26800,
    defaultValues: { email: 'maya.thompson@example.com' },
    savedAddresses: [mayaHome, mayaOffice].map(checkoutAddressOf),
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

/** The main saved address is chosen; continuing sends it, normalised as typed ones are. */
export const MainChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Ship to a saved address' });
    const [home, office, other] = within(group).getAllByRole('radio');
    await expect(home).toBeChecked();
    await expect(office).not.toBeChecked();
    await expect(other).toHaveAccessibleName('A new address');
    await expect(canvas.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'maya.thompson@example.com',
        method: 'standard',
        address: expect.objectContaining({ addressLine1: '2250 Blake St', postalCode: '80205', phone: '+13035550117', country: 'US' }),
      }),
    );
  },
};

/** Choosing another saved address by keyboard, then a new one: the fields show, empty, to type into. */
export const OtherThenNew: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Ship to a saved address' });
    const [home] = within(group).getAllByRole('radio');
    home!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getAllByRole('radio')[1]).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ address: expect.objectContaining({ addressLine1: '1700 Lincoln St' }) })),
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'A new address' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('');
  },
};

/** In French, with the cart already holding the second saved address: that one is chosen. */
export const CartAddressFrench: Story = {
  globals: { locale: 'fr-fr' },
  args: {
    country: 'FR',
    currency: 'EUR',
    methods: methods.FR,
    defaultValues: { email: 'claire.martin@example.fr', address: checkoutAddressOf(claireParents) },
    savedAddresses: [claireHome, claireParents].map(checkoutAddressOf),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Livrer à une adresse enregistrée' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios[1]).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Une nouvelle adresse' })).not.toBeChecked();
  },
};
