import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { formatPrice, type MessageKey } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { Address } from '../../schemas';
import { type AddressInput, addressInputSchema, emailSchema, type ShippingCountry, text } from '../../schemas/forms';
import { addressDefaults, addressFieldOrder, sortFieldErrors, withCountryChecks, type ParsedAddress, type SubmitProblem } from './address-form';
import { AddressFields } from './AddressFields';
import { AddressSummary } from './AddressSummary';
import { deliveryTimeText, methodCost, methodName, type ShippingMethod } from './delivery';
import { FormAlert, FormField, SubmitButton } from './FormField';
import { clearFormDraft, useFormDraft } from './use-form-draft';

const shippingSchema = z.object({ email: emailSchema, address: addressInputSchema, method: text().min(1, 'form.required') });
type ShippingForm = z.input<typeof shippingSchema>;

export interface ShippingValues {
  readonly email: string;
  readonly address: ParsedAddress;
  readonly method: string;
}

export interface ShippingStepProps {
  readonly country: ShippingCountry;
  readonly currency: string;
  /** What the cart already holds (the e-mail and shipping address given before), to edit. */
  readonly defaultValues?: { readonly email?: string | null; readonly address?: Partial<AddressInput> | Address | null };
  readonly methods: readonly ShippingMethod[];
  readonly selectedMethod: string;
  /** The cart's item total: a method is free from its `freeOver` on. */
  readonly itemTotal?: number;
  /** Saves the step; answers the server's problems, if any (its 400's fields, or words for the top). */
  readonly onSubmit: (values: ShippingValues) => Promise<void | SubmitProblem>;
  /** An error the step opens with (e.g. "we can't ship there" sent back from a later step). */
  readonly error?: string;
  /** Where what the shopper types is kept until the server holds it, through a reload (one per cart); none without. */
  readonly draftKey?: string;
  /** A signed-in shopper's saved shipping addresses of this country, the main one first: one may be chosen instead of typing. */
  readonly savedAddresses?: readonly Address[];
}

/** Whether the cart's address is a saved one (same person, street and postal code). */
const sameAddress = (a: Partial<AddressInput> | Address, b: Address) =>
  a.lastName === b.lastName && a.addressLine1 === b.addressLine1 && a.postalCode === b.postalCode;

/** Server field paths the form knows, in the order they appear: the first gets the focus. */
const fieldOrder = ['email', ...addressFieldOrder.map((field) => `address.${field}`), 'method'];

/**
 * The shipping step: contact e-mail, shipping address and method. Each field is checked as the shopper leaves it
 * and again as they type once it has complained (react-hook-form's onTouched), by the same rules the server applies;
 * the server's own refusals land on their fields. Values are submitted normalised by the rules.
 */
export function ShippingStep({
  country,
  currency,
  defaultValues,
  methods,
  selectedMethod,
  itemTotal,
  onSubmit,
  error,
  draftKey,
  savedAddresses = [],
}: ShippingStepProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const [problem, setProblem] = useState<{ message?: string; revision: number }>({ revision: 0 });
  // The address the cart holds if it is a saved one, else the main saved one for a cart without any; else typing.
  const cartAddress = defaultValues?.address;
  const [choice, setChoice] = useState<string>(() =>
    cartAddress ? (savedAddresses.find((saved) => sameAddress(cartAddress, saved))?.addressId ?? 'new') : (savedAddresses[0]?.addressId ?? 'new'),
  );
  const form = useForm<ShippingForm, unknown, ShippingValues>({
    mode: 'onTouched',
    resolver: withCountryChecks(zodResolver(shippingSchema), ['address'], country),
    defaultValues: {
      email: defaultValues?.email ?? '',
      address: addressDefaults(country, cartAddress ?? savedAddresses[0]),
      method: selectedMethod || methods[0]?.code || '',
    },
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const choose = (saved: Address | null) => {
    setChoice(saved?.addressId ?? 'new');
    setValue('address', addressDefaults(country, saved), { shouldDirty: true });
  };
  useFormDraft(draftKey, form);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async (values) => {
      setProblem((p) => ({ revision: p.revision + 1 }));
      const answer = await onSubmit(values);
      if (!answer) {
        if (draftKey !== undefined) clearFormDraft(draftKey);
        return;
      }
      // The server refused a field of the address: the fields show, so the shopper can correct it.
      if (Object.keys(answer.fieldErrors ?? {}).some((path) => path.includes('ddress'))) setChoice('new');
      const { placed, unplaced } = sortFieldErrors(answer, fieldOrder, { shippingAddress: 'address' });
      placed.forEach(([path, message], i) => setError(path as Path<ShippingForm>, { type: 'server', message }, { shouldFocus: i === 0 }));
      const words = answer.message ?? unplaced[0];
      setProblem((p) => ({ ...(words ? { message: t(words as MessageKey) } : {}), revision: p.revision + 1 }));
    },
    // A saved address the rules now refuse: its fields show with their errors.
    (invalid) => {
      if (invalid.address) setChoice('new');
    },
  );

  const emailError = errors.email?.message;
  const shown = problem.message ?? error;
  return (
    <form
      className="ts-checkout-step"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        // One save at a time: Enter in a field submits too, and a second run would end the first's pending state.
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <h2 className="ts-checkout-step__title" id={`${id}-title`} tabIndex={-1} data-step-heading>
        {t('checkout.step.shipping')}
      </h2>
      <FormAlert message={shown} revision={problem.revision} />

      <section className="ts-checkout-section" aria-labelledby={`${id}-contact`}>
        <h3 className="ts-checkout-section__title" id={`${id}-contact`}>
          {t('checkout.contact.heading')}
        </h3>
        <FormField
          id={`${id}-email`}
          label={t('checkout.email')}
          hint={t('checkout.contact.hint')}
          error={emailError ? t(emailError as MessageKey) : undefined}
        >
          {(control) => (
            <input
              {...control}
              {...register('email')}
              className="ts-input"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              aria-required="true"
            />
          )}
        </FormField>
      </section>

      <section className="ts-checkout-section" aria-labelledby={`${id}-address`}>
        <h3 className="ts-checkout-section__title" id={`${id}-address`}>
          {t('checkout.address.heading')}
        </h3>
        {savedAddresses.length > 0 ? (
          <fieldset className="ts-saved-addresses">
            <legend className="ts-field__label">{t('checkout.savedAddresses')}</legend>
            {savedAddresses.map((saved) => (
              <label key={saved.addressId} className="ts-method ts-saved-addresses__option">
                <input
                  type="radio"
                  className="ts-method__radio"
                  name={`${id}-saved`}
                  checked={choice === saved.addressId}
                  onChange={() => choose(saved)}
                />
                <AddressSummary address={saved} />
              </label>
            ))}
            <label className="ts-method ts-saved-addresses__option">
              <input type="radio" className="ts-method__radio" name={`${id}-saved`} checked={choice === 'new'} onChange={() => choose(null)} />
              <span className="ts-method__name">{t('checkout.newAddress')}</span>
            </label>
          </fieldset>
        ) : null}
        {choice === 'new' ? <AddressFields register={register} errors={errors.address} prefix="shipping" country={country} /> : null}
      </section>

      <fieldset className="ts-checkout-section ts-methods">
        <legend className="ts-checkout-section__title">{t('checkout.method.heading')}</legend>
        {methods.map((method) => {
          const cost = methodCost(method, itemTotal);
          const free =
            method.freeOver !== undefined && cost > 0
              ? t('checkout.freeOver', { amount: formatPrice(method.freeOver, currency, site.locale.tag, { wholeUnits: true }) })
              : null;
          return (
            <label key={method.code} className="ts-method">
              <input type="radio" className="ts-method__radio" value={method.code} {...register('method')} />
              <span className="ts-method__text">
                <span className="ts-method__name">{methodName(method.code, t)}</span>
                <span className="ts-method__time">{deliveryTimeText(method.deliveryTime, t)}</span>
                {free ? <span className="ts-method__note">{free}</span> : null}
              </span>
              <span className="ts-method__price">{cost === 0 ? t('checkout.free') : formatPrice(cost, currency, site.locale.tag)}</span>
            </label>
          );
        })}
      </fieldset>

      <SubmitButton pending={isSubmitting} label={t('checkout.continueToBilling')} pendingLabel={t('checkout.saving')} />
    </form>
  );
}
