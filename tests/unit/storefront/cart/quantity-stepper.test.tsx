import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../../../storefront/cart';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

const LABEL = 'Quantity for Summit Trail, US 9';

/** The stepper as the cart holds it: the value follows each change. */
function Stepper({ start, max, onChange, disabled }: { start: number; max: number; onChange: (qty: number) => void; disabled?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      max={max}
      label={LABEL}
      disabled={disabled}
      onChange={(qty) => {
        onChange(qty);
        setValue(qty);
      }}
    />
  );
}

const setup = (start: number, max: number, disabled?: boolean) => {
  const onChange = vi.fn();
  renderWithRuntime(<Stepper start={start} max={max} onChange={onChange} disabled={disabled} />);
  return {
    onChange,
    input: screen.getByRole('textbox', { name: LABEL }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
  };
};

describe('QuantityStepper', () => {
  it('steps by one and stops at the limits, the buttons staying focusable there', async () => {
    const { onChange, input, minus, plus } = setup(1, 3);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    expect(input).toHaveValue('3');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).not.toBeDisabled();
    await userEvent.click(plus);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 available');
  });

  it('clamps typed quantities to [min, max] on Enter and on blur', async () => {
    const { onChange, input } = setup(2, 5);
    await userEvent.clear(input);
    await userEvent.type(input, '40{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(input).toHaveValue('5');
    expect(screen.getByRole('status')).toHaveTextContent('Only 5 available');
    expect(input).toHaveAccessibleDescription('Only 5 available');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(input).toHaveValue('1');
    // A typed 0 is not silently made 1: the stepper says so.
    expect(screen.getByRole('status')).toHaveTextContent('The least you can order is 1. To take the item out, use Remove.');
    expect(input).toHaveAccessibleDescription('The least you can order is 1. To take the item out, use Remove.');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('takes the line out when 0 is typed and the cart can remove it', async () => {
    const onChange = vi.fn();
    const onZero = vi.fn();
    renderWithRuntime(<QuantityStepper value={3} max={9} label={LABEL} onChange={onChange} onZero={onZero} />);
    const input = screen.getByRole('textbox', { name: LABEL });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts the value back on junk, an empty field or Escape, without a change', async () => {
    const { onChange, input } = setup(2, 5);
    for (const junk of ['abc', '-3', '2.5', '1e3']) {
      await userEvent.clear(input);
      await userEvent.type(input, `${junk}{Enter}`);
      expect(input).toHaveValue('2');
    }
    await userEvent.clear(input);
    fireEvent.blur(input);
    expect(input).toHaveValue('2');
    await userEvent.clear(input);
    await userEvent.type(input, '4{Escape}');
    expect(input).toHaveValue('2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts the same number with grouping, and does not call back for the value it has', async () => {
    const { onChange, input } = setup(1200, 999_999);
    await userEvent.clear(input);
    await userEvent.type(input, '1,200{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '1 500{Enter}');
    expect(onChange).toHaveBeenCalledWith(1500);
    // The default cap of 999,999 needs no words.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('never goes past 999,999 (spec 000 §9), whatever the stock', async () => {
    const { onChange, input } = setup(1, 5_000_000);
    await userEvent.clear(input);
    await userEvent.type(input, '123456789{Enter}');
    expect(onChange).toHaveBeenCalledWith(999_999);
  });

  it('lets a quantity above the stock come down, not up', async () => {
    const { onChange, minus, plus } = setup(3, 2);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('steps with the arrow keys in the field', async () => {
    const { onChange, input } = setup(2, 5);
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('takes no change while disabled, or when nothing is left', async () => {
    const disabled = setup(2, 5, true);
    await userEvent.click(disabled.plus);
    expect(disabled.input).toHaveAttribute('readonly');
    expect(disabled.onChange).not.toHaveBeenCalled();
  });
});
