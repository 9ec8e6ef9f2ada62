import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/cart.css';
import { AddToCart } from '../../storefront/cart';

const meta = {
  title: 'Storefront/Cart/Add to cart',
  component: AddToCart,
  args: { onAdd: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddToCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A size is chosen: one press adds. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};
/** No size yet: the button stays focusable and says why it does nothing. */
export const ChooseASize: Story = {
  args: { disabled: true, disabledReason: 'Choose a size' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Choose a size');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
/** The add is on its way. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adding…' });
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
/** The add failed: the reason is announced below the button. */
export const WithError: Story = {
  args: { error: 'Sorry, this size just sold out.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, this size just sold out.');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription('Sorry, this size just sold out.');
  },
};
/** Nothing can be added and there is nothing to explain here: a plain disabled button. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};
