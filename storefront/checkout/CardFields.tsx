import { useId, useImperativeHandle, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { detectBrand, type CardBrand, type Translate } from '../../runtime/core';
import * as errorIds from '../../schemas/error-ids';
import { useMessages } from '../../runtime/react';
import {
  caretAfterDigits,
  cardNumberProblem,
  cvcProblem,
  digitsOf,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  holderNameProblem,
  maxCardDigits,
  parseExpiry,
  type CardProblem,
} from './card-rules';
import { CardMark } from './CardMark';
import { checkoutMessage } from './errors';
import { FormField } from './FormField';

/** What the gateway's tokenize call takes. */
export interface CardDetails {
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
  readonly holderName: string;
}

export interface CardToken {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
}

/** A refused tokenize: the gateway's 400 (`errorDetails[0]`), its field as it names it (`body.number`). */
export interface TokenizeError extends Error {
  readonly errorId?: string;
  readonly field?: string;
}

/** What the payment form asks of the card fields when it is submitted. */
export interface CardFieldsHandle {
  /** Checks the fields and, when they pass, tokenizes the card; null (with the problem shown and focused) otherwise. */
  tokenize(): Promise<CardToken | null>;
  /** Shows the fields' problems without focusing or tokenizing (the form found others first); true when none. */
  validate(): boolean;
  focus(): void;
}

export interface CardFieldsProps {
  readonly tokenize: (card: CardDetails) => Promise<CardToken>;
  readonly onToken?: (result: CardToken) => void;
  readonly disabled?: boolean;
  readonly ref?: Ref<CardFieldsHandle>;
}

type CardField = 'number' | 'expiry' | 'cvc' | 'name';
const order: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];
const brands: readonly CardBrand[] = ['visa', 'mastercard', 'amex'];

/** The gateway's field names (`body.expiryMonth`) to ours. */
const gatewayFields: Readonly<Record<string, CardField>> = {
  number: 'number',
  expiryMonth: 'expiry',
  expiryYear: 'expiry',
  cvc: 'cvc',
  holderName: 'name',
};

function problemText(problem: CardProblem, brand: CardBrand | null, t: Translate): string {
  switch (problem) {
    case 'required':
      return t('form.required');
    case 'numberInvalid':
      return t('checkout.card.numberInvalid');
    case 'brandUnsupported':
      return t('checkout.card.brandUnsupported');
    case 'expiryInvalid':
      return t('checkout.card.expiryInvalid');
    case 'expired':
      return t('checkout.card.expired');
    case 'cvcInvalid':
      return t('checkout.card.cvcInvalid', { brand: brand ?? 'other' });
    case 'nameInvalid':
      return t('checkout.card.nameInvalid');
  }
}

/** The sandbox gateway's card fields: the shopper's card, checked as typed, tokenized only when the form is sent. */
export function CardFields({ tokenize, onToken, disabled = false, ref }: CardFieldsProps) {
  const t = useMessages();
  const id = useId();
  const [values, setValues] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [general, setGeneral] = useState<string | undefined>();
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const caret = useRef<number | null>(null);
  const digits = digitsOf(values.number);
  const brand = detectBrand(digits);

  // Regrouping the digits moves the caret to the end; put it back after the digit it followed.
  useLayoutEffect(() => {
    const input = inputs.current.number;
    if (caret.current !== null && input && input === document.activeElement) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const problemOf = (field: CardField, all: Record<CardField, string>): CardProblem | null => {
    const cardBrand = detectBrand(digitsOf(all.number));
    switch (field) {
      case 'number':
        return cardNumberProblem(digitsOf(all.number));
      case 'expiry':
        return expiryProblem(all.expiry);
      case 'cvc':
        return cvcProblem(all.cvc, cardBrand);
      case 'name':
        return holderNameProblem(all.name);
    }
  };
  const check = (field: CardField, all: Record<CardField, string>) => {
    const problem = problemOf(field, all);
    setErrors((current) => ({ ...current, [field]: problem ? problemText(problem, detectBrand(digitsOf(all.number)), t) : undefined }));
    return problem === null;
  };

  const update = (field: CardField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setGeneral(undefined);
    // Once a field has been left, it answers as the shopper types (as the address fields do).
    if (touched[field] || errors[field]) check(field, next);
  };

  const onNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const before = digitsOf(raw.slice(0, event.target.selectionStart ?? raw.length)).length;
    const typed = digitsOf(raw);
    const formatted = formatCardNumber(typed.slice(0, maxCardDigits(detectBrand(typed))));
    caret.current = caretAfterDigits(formatted, before);
    update('number', formatted);
  };

  const leave = (field: CardField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    check(field, values);
  };

  const validateAll = (): CardField | null => {
    let first: CardField | null = null;
    for (const field of order) if (!check(field, values) && first === null) first = field;
    setTouched({ number: true, expiry: true, cvc: true, name: true });
    return first;
  };

  useImperativeHandle(ref, () => ({
    validate: () => validateAll() === null,
    focus: () => inputs.current.number?.focus(),
    tokenize: async () => {
      const invalid = validateAll();
      if (invalid) {
        inputs.current[invalid]?.focus();
        return null;
      }
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return null;
      try {
        const result = await tokenize({
          number: digits,
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          cvc: values.cvc,
          holderName: values.name.trim(),
        });
        onToken?.(result);
        return result;
      } catch (caught) {
        const failure = caught as TokenizeError;
        const field = gatewayFields[(failure.field ?? '').replace(/^body\./, '')];
        if (field) {
          const words =
            field === 'expiry'
              ? checkoutMessage(errorIds.cardExpiryInvalid, t('checkout.card.expiryInvalid'), t)
              : problemText(field === 'number' ? 'numberInvalid' : field === 'cvc' ? 'cvcInvalid' : 'nameInvalid', brand, t);
          setErrors((current) => ({ ...current, [field]: words }));
          inputs.current[field]?.focus();
        } else {
          setGeneral(failure.errorId ? checkoutMessage(failure.errorId, t('checkout.card.failed'), t) : t('checkout.card.failed'));
        }
        return null;
      }
    },
  }));

  const control = (field: CardField) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    className: 'ts-input',
    disabled,
    value: values[field],
    onBlur: () => leave(field),
  });

  return (
    <div className="ts-card-fields">
      <div className="ts-card-fields__test" role="note">
        <span className="ts-card-fields__pill">{t('checkout.card.testMode')}</span>
        <span>{t('checkout.card.testHint')}</span>
      </div>
      <ul className="ts-card-brands" aria-label={t('checkout.card.accepted')}>
        {brands.map((b) => (
          <li key={b} className="ts-card-brands__item">
            <CardMark brand={b} dim={brand !== null && brand !== b} />
            <span className="ts-sr-only">{t('checkout.card.brand', { brand: b })}</span>
          </li>
        ))}
      </ul>
      {general ? (
        <p className="ts-card-fields__error" role="alert">
          {general}
        </p>
      ) : null}
      <div className="ts-card-fields__grid">
        <FormField id={`${id}-number`} label={t('checkout.card.number')} error={errors.number} className="ts-card-fields__number">
          {(described) => (
            <div className="ts-card-fields__number-wrap">
              <input
                {...described}
                {...control('number')}
                onChange={onNumber}
                inputMode="numeric"
                autoComplete="cc-number"
                spellCheck={false}
                aria-required="true"
              />
              {/* The network, as soon as the first digits tell it: announced, so a screen reader hears it too. */}
              <span className="ts-card-fields__brand">
                {brand ? <CardMark brand={brand} /> : null}
                <span className="ts-sr-only" aria-live="polite">
                  {brand ? t('checkout.card.brand', { brand }) : ''}
                </span>
              </span>
            </div>
          )}
        </FormField>
        {/* Side by side; their labels and inputs line up even when one label wraps (a subgrid). */}
        <div className="ts-card-fields__pair">
          <FormField id={`${id}-expiry`} label={t('checkout.card.expiry')} error={errors.expiry} className="ts-card-fields__half">
            {(described) => (
              <input
                {...described}
                {...control('expiry')}
                onChange={(event) => update('expiry', formatExpiry(event.target.value))}
                inputMode="numeric"
                autoComplete="cc-exp"
                aria-required="true"
              />
            )}
          </FormField>
          <FormField
            id={`${id}-cvc`}
            label={t('checkout.card.cvc')}
            hint={t('checkout.card.cvcHint', { brand: brand ?? 'other' })}
            error={errors.cvc}
            className="ts-card-fields__half"
          >
            {(described) => (
              <input
                {...described}
                {...control('cvc')}
                onChange={(event) => update('cvc', digitsOf(event.target.value).slice(0, 4))}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                aria-required="true"
              />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-name`} label={t('checkout.card.name')} error={errors.name} className="ts-card-fields__name">
          {(described) => (
            <input
              {...described}
              {...control('name')}
              onChange={(event) => update('name', event.target.value)}
              autoComplete="cc-name"
              autoCapitalize="words"
              spellCheck={false}
              aria-required="true"
            />
          )}
        </FormField>
      </div>
      <p className="ts-card-fields__secure">{t('checkout.card.secure')}</p>
    </div>
  );
}
