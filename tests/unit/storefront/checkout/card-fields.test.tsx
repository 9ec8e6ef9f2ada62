import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardFields, type CardFieldsHandle, type CardFieldsProps, type CardToken } from '../../../../storefront/checkout';
import { detectBrand, luhnValid } from '../../../../runtime/core';
import {
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '../../../../storefront/checkout/card-rules';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberProblem('4242424242424241')).toBe('numberInvalid');
    expect(cardNumberProblem('424242')).toBe('numberInvalid');
    expect(cardNumberProblem('')).toBe('required');
    // A valid Luhn number of a network the gateway does not take.
    expect(cardNumberProblem('6011111111111117')).toBe('brandUnsupported');
    expect(cardNumberProblem('4242424242424242')).toBeNull();
  });

  it('recognises the network from the first digits and groups as printed', () => {
    expect(detectBrand('4')).toBe('visa');
    expect(detectBrand('51')).toBe('mastercard');
    expect(detectBrand('2221')).toBe('mastercard');
    expect(detectBrand('37')).toBe('amex');
    expect(detectBrand('60')).toBeNull();
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('424242')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('reads the expiry as MM / YY, as typed or autofilled', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12/2034')).toBe('12 / 34');
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('12')).toBeNull();
  });

  it('refuses a month outside 1–12 and a card past its month', () => {
    const now = new Date(2026, 3, 15);
    expect(expiryProblem('13 / 30', now)).toBe('expiryInvalid');
    expect(expiryProblem('00 / 30', now)).toBe('expiryInvalid');
    expect(expiryProblem('1', now)).toBe('expiryInvalid');
    expect(expiryProblem('', now)).toBe('required');
    expect(expiryProblem('03 / 26', now)).toBe('expired');
    expect(expiryProblem('04 / 26', now)).toBeNull();
    expect(expiryProblem('01 / 27', now)).toBeNull();
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    expect(cvcProblem('123', 'visa')).toBeNull();
    expect(cvcProblem('1234', 'visa')).toBe('cvcInvalid');
    expect(cvcProblem('123', 'amex')).toBe('cvcInvalid');
    expect(cvcProblem('1234', 'amex')).toBeNull();
    expect(cvcProblem('', null)).toBe('required');
  });
});

function Harness(props: CardFieldsProps & { readonly onResult: (result: CardToken | null) => void }) {
  const card = useRef<CardFieldsHandle>(null);
  const { onResult, ...rest } = props;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void card.current?.tokenize().then(onResult);
      }}
    >
      <CardFields {...rest} ref={card} />
      <button type="submit">Pay</button>
    </form>
  );
}

function renderCard(tokenize: CardFieldsProps['tokenize']) {
  const onResult = vi.fn<(result: CardToken | null) => void>();
  const onToken = vi.fn<(result: CardToken) => void>();
  renderWithRuntime(<Harness tokenize={tokenize} onToken={onToken} onResult={onResult} />);
  return { onResult, onToken, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const fill = async (user: ReturnType<typeof userEvent.setup>, number = '4242424242424242', expiry = '1234', cvc = '123', name = 'Maya Thompson') => {
  const entries: [string, string][] = [
    ['Card number', number],
    ['Expiration date (MM / YY)', expiry],
    ['Security code', cvc],
    ['Name on card', name],
  ];
  for (const [label, value] of entries) if (value !== '') await user.type(field(label), value);
};

// Typing key by key re-renders and re-checks each time: slow on a busy machine.
describe('CardFields', { timeout: 20_000 }, () => {
  it('groups the number as typed and names the network', async () => {
    const { user } = renderCard(vi.fn());
    await user.type(field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(document.querySelector('.ts-card-fields__brand')).toHaveTextContent('Visa');
  });

  it('does not ask the gateway while a check fails, and focuses the first problem', async () => {
    const tokenize = vi.fn<CardFieldsProps['tokenize']>();
    const { onResult, user } = renderCard(tokenize);
    await fill(user, '4242424242424241', '1320', '12', '');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null));
    expect(tokenize).not.toHaveBeenCalled();
    expect(field('Card number')).toHaveFocus();
    expect(field('Card number')).toHaveAccessibleDescription('Enter a valid card number');
    expect(field('Expiration date (MM / YY)')).toHaveAccessibleDescription('Enter the expiration date as MM / YY');
    expect(field('Security code')).toHaveAccessibleDescription(/^Enter the 3-digit security code/);
    expect(field('Name on card')).toHaveAccessibleDescription('This field is required');
  });

  it('refuses an expired card', async () => {
    const { onResult, user } = renderCard(vi.fn());
    await fill(user, '4242424242424242', '0120');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null));
    expect(field('Expiration date (MM / YY)')).toHaveAccessibleDescription('This card has expired');
    expect(field('Expiration date (MM / YY)')).toHaveFocus();
  });

  it('tokenizes a card that passes, and hands the token on', async () => {
    const token = { token: 'tok_abcdef123456', brand: 'visa', last4: '4242' };
    const tokenize = vi.fn<CardFieldsProps['tokenize']>(() => Promise.resolve(token));
    const { onResult, onToken, user } = renderCard(tokenize);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(token));
    expect(tokenize).toHaveBeenCalledWith({ number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123', holderName: 'Maya Thompson' });
    expect(onToken).toHaveBeenCalledWith(token);
  });

  it('puts the gateway’s refusal on the field it names: FE309 on the expiry', async () => {
    const refusal = Object.assign(new Error('body.expiryMonth: Expiry month is not valid'), { errorId: 'FE309', field: 'body.expiryMonth' });
    const { onResult, user } = renderCard(() => Promise.reject(refusal));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null));
    expect(field('Expiration date (MM / YY)')).toHaveAccessibleDescription('The card’s expiration date is not valid');
    expect(field('Expiration date (MM / YY)')).toHaveFocus();
  });

  it('puts a refused number on the number field', async () => {
    const refusal = Object.assign(new Error('body.number: Card number is not valid'), { errorId: 'PYT400', field: 'body.number' });
    const { user } = renderCard(() => Promise.reject(refusal));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(field('Card number')).toHaveAccessibleDescription('Enter a valid card number'));
    expect(field('Card number')).toHaveFocus();
  });

  it('says so when the gateway cannot be reached', async () => {
    const { user } = renderCard(() => Promise.reject(Object.assign(new Error('unavailable'), { errorId: 'PYT300' })));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Our payment service is unavailable right now.'));
  });
});
