import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { MessageKey } from '../../runtime/core';
import { useMessages } from '../../runtime/react';
import type { Address, SavedCard } from '../../schemas';
import { addressInputSchema, type AddressInput, type ShippingCountry } from '../../schemas/forms';
import { addressDefaults, addressFieldOrder, sortFieldErrors, withCountryChecks, type ParsedAddress, type SubmitProblem } from './address-form';
import { AddressFields } from './AddressFields';
import { AddressSummary } from './AddressSummary';
import { CardMark } from './CardMark';
import { CardFields, type CardDetails, type CardFieldsHandle, type CardToken } from './CardFields';
import { FormAlert, SubmitButton } from './FormField';
import { SavedCardChoice, NEW_CARD } from './SavedCardChoice';

interface BillingForm {
  sameAsShipping: boolean;
  address: AddressInput;
}
interface BillingParsed {
  sameAsShipping: boolean;
  address: ParsedAddress | null;
}

export interface BillingValues {
  /** null: the billing address is the shipping address. */
  readonly billing: ParsedAddress | null;
  /** The new card's token; null: keep the cart's card, or pay with `savedCardId`. */
  readonly token: string | null;
  /** A signed-in shopper's saved card chosen to pay with (its token stays on the server). */
  readonly savedCardId?: string | null;
  /** Save the new card to the shopper's account as well. */
  readonly saveCard?: boolean;
}

export interface BillingStepProps {
  readonly country: ShippingCountry;
  readonly shippingAddress: Address;
  /** The billing address given before, if any: another one than the shipping address unticks "same as shipping". */
  readonly billingAddress?: Address | null;
  /** The card the cart already holds, kept unless the shopper asks for another. */
  readonly savedCard?: { readonly brand: string; readonly last4: string } | null;
  /** A signed-in shopper's saved cards, main first: offered instead of the cart's card (issue 24 §2). */
  readonly savedCards?: readonly SavedCard[];
  /** The saved card chosen before (the cart's), if any. */
  readonly chosenCardId?: string | null;
  readonly tokenize: (card: CardDetails) => Promise<CardToken>;
  readonly onSubmit: (values: BillingValues) => Promise<void | SubmitProblem>;
  /** An error the step opens with: a declined card, a failed 3-D Secure challenge ("payment authentication error"). */
  readonly error?: string;
}

const addressKeys = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'country', 'phone'] as const;
const sameAddress = (a: Address, b: Address) =>
  addressKeys.every((key) => (a[key] ?? '').trim().toUpperCase() === (b[key] ?? '').trim().toUpperCase());

/** The address is checked only when it is not the shipping one (that was checked in its own step). */
function billingResolver(country: ShippingCountry): Resolver<BillingForm, unknown, BillingParsed> {
  const checkAddress = withCountryChecks(zodResolver(z.object({ sameAsShipping: z.boolean(), address: addressInputSchema })), ['address'], country);
  return async (values, context, options) =>
    values.sameAsShipping ? { values: { sameAsShipping: true, address: null }, errors: {} } : checkAddress(values, context, options);
}

const fieldOrder = addressFieldOrder.map((field) => `address.${field}`);

/**
 * The billing step: the billing address (the shipping one unless the shopper says otherwise) and the card. The
 * address is checked by the form rules, the card by its fields; the card is tokenized only once both pass, and the
 * step hands the token on (never the card). A failed payment comes back here with its error at the top.
 */
export function BillingStep({
  country,
  shippingAddress,
  billingAddress,
  savedCard,
  savedCards = [],
  chosenCardId,
  tokenize,
  onSubmit,
  error,
}: BillingStepProps) {
  const t = useMessages();
  const id = useId();
  const card = useRef<CardFieldsHandle>(null);
  const [useSaved, setUseSaved] = useState(Boolean(savedCard));
  const [askedForCard, setAskedForCard] = useState(false);
  const offered = savedCards.length > 0;
  const [choice, setChoice] = useState<string>(
    () => savedCards.find((c) => c.paymentInstrumentId === chosenCardId)?.paymentInstrumentId ?? savedCards[0]?.paymentInstrumentId ?? NEW_CARD,
  );
  const [saveCard, setSaveCard] = useState(false);
  const newCard = offered ? choice === NEW_CARD : !useSaved || !savedCard;
  const [problem, setProblem] = useState<{ message?: string; revision: number }>({ revision: 0 });

  const [resolver] = useState(() => billingResolver(country));
  const different = billingAddress ? !sameAddress(billingAddress, shippingAddress) : false;
  const { register, handleSubmit, setError, control, formState } = useForm<BillingForm, unknown, BillingParsed>({
    mode: 'onTouched',
    resolver,
    defaultValues: { sameAsShipping: !different, address: addressDefaults(country, different ? billingAddress : null) },
  });
  const sameAsShipping = useWatch({ control, name: 'sameAsShipping' });
  const { errors, isSubmitting } = formState;

  // "Use another card" brings the card fields: the focus goes to the first of them.
  useEffect(() => {
    if (askedForCard && !useSaved) card.current?.focus();
  }, [askedForCard, useSaved]);

  const onValid = async (values: BillingParsed) => {
    setProblem((p) => ({ revision: p.revision + 1 }));
    let token: string | null = null;
    if (newCard) {
      const result = await card.current?.tokenize();
      if (!result) return;
      token = result.token;
    }
    const answer = await onSubmit({
      billing: values.sameAsShipping ? null : values.address,
      token,
      // Only where saved cards are offered (a signed-in shopper's): a guest's step hands on the address and token alone.
      ...(offered ? { savedCardId: newCard ? null : choice, saveCard: newCard && saveCard } : {}),
    });
    if (!answer) return;
    const { placed, unplaced } = sortFieldErrors(answer, fieldOrder, { billing: 'address', billingAddress: 'address' });
    placed.forEach(([path, message], i) => setError(path as Path<BillingForm>, { type: 'server', message }, { shouldFocus: i === 0 }));
    const words = answer.message ?? unplaced[0];
    setProblem((p) => ({ ...(words ? { message: t(words as MessageKey) } : {}), revision: p.revision + 1 }));
  };
  // The address has problems (and gets the focus): the card's are shown at the same time.
  const onInvalid = () => {
    if (newCard) card.current?.validate();
  };

  return (
    <form
      className="ts-checkout-step"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void handleSubmit(onValid, onInvalid)(event);
      }}
    >
      <h2 className="ts-checkout-step__title" id={`${id}-title`} tabIndex={-1} data-step-heading>
        {t('checkout.step.billing')}
      </h2>
      <FormAlert message={problem.message ?? error} revision={problem.revision} />

      <section className="ts-checkout-section" aria-labelledby={`${id}-address`}>
        <h3 className="ts-checkout-section__title" id={`${id}-address`}>
          {t('checkout.billing.addressHeading')}
        </h3>
        <label className="ts-checkbox">
          <input type="checkbox" className="ts-checkbox__input" {...register('sameAsShipping')} />
          <span>{t('checkout.billing.same')}</span>
        </label>
        {sameAsShipping ? (
          <div className="ts-checkout-section__summary">
            <AddressSummary address={shippingAddress} showPhone={false} />
          </div>
        ) : (
          <AddressFields register={register} errors={errors.address} prefix="billing" country={country} />
        )}
      </section>

      <section className="ts-checkout-section" aria-labelledby={`${id}-payment`}>
        <h3 className="ts-checkout-section__title" id={`${id}-payment`}>
          {t('checkout.payment.heading')}
        </h3>
        {offered ? (
          <SavedCardChoice
            cards={savedCards}
            choice={choice}
            onChoose={setChoice}
            saveCard={saveCard}
            onSaveCard={setSaveCard}
            newCardFields={<CardFields ref={card} tokenize={tokenize} />}
          />
        ) : useSaved && savedCard ? (
          <div className="ts-saved-card">
            <p className="ts-saved-card__name">
              <CardMark brand={savedCard.brand} />
              <span>{t('checkout.card.ending', { brand: t('checkout.card.brand', { brand: savedCard.brand }), last4: savedCard.last4 })}</span>
            </p>
            <button
              type="button"
              className="ts-button ts-button--link"
              onClick={() => {
                setUseSaved(false);
                setAskedForCard(true);
              }}
            >
              {t('checkout.card.useAnother')}
            </button>
          </div>
        ) : (
          <>
            <CardFields ref={card} tokenize={tokenize} />
            {savedCard ? (
              <button type="button" className="ts-button ts-button--link ts-saved-card__back" onClick={() => setUseSaved(true)}>
                {t('checkout.card.useSaved', {
                  card: t('checkout.card.ending', { brand: t('checkout.card.brand', { brand: savedCard.brand }), last4: savedCard.last4 }),
                })}
              </button>
            ) : null}
          </>
        )}
      </section>

      <SubmitButton pending={isSubmitting} label={t('checkout.continueToReview')} pendingLabel={t('checkout.saving')} />
    </form>
  );
}
