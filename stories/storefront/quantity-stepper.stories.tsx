import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/cart.css';
import { QuantityStepper } from '../../storefront/cart';
import type { QuantityStepperProps } from '../../storefront/cart';

/** The stepper is controlled: here it keeps its own value, as the cart would once the change lands. */
function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(qty) => {
        props.onChange(qty);
        setValue(qty);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/Cart/Quantity stepper',
  component: QuantityStepper,
  args: { value: 1, max: 24, label: "Quantity for Men's Summit Trail GTX Hiking Boot, US 9", onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (root: HTMLElement) => within(root).getByRole('textbox', { name: "Quantity for Men's Summit Trail GTX Hiking Boot, US 9" });

/** One of 24: − waits at the minimum, + adds one; the group and the field carry the line's name. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: "Quantity for Men's Summit Trail GTX Hiking Boot, US 9" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(field(canvasElement)).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute('aria-disabled', 'false');
  },
};
/** Typed quantities commit on Enter; junk puts the quantity back; too many stops at what is in stock, and says so. */
export const Typing: Story = {
  args: { value: 2 },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'two{Enter}');
    await expect(input).toHaveValue('2');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '50{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(24);
    await expect(input).toHaveValue('24');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Only 24 available');
  },
};
/** At the most in stock: + is unavailable (still focusable) and the message says why. */
export const AtMax: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 5 available');
    // The keyboard keeps its place: the arrow keys step within the limits too.
    field(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledWith(4);
  },
};
/** While the line is being changed, nothing takes a new change. */
export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field(canvasElement)).toHaveAttribute('readonly');
  },
};
