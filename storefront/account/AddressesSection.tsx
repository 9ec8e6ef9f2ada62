import { useId, useRef, useState } from 'react';
import { useMessages, useRuntime } from '../../runtime/react';
import type { SavedAddress } from '../../schemas';
import { isShippingCountry } from '../../schemas/constants';
import type { ShippingCountry } from '../../schemas/forms';
import { AddressSummary } from '../checkout/AddressSummary';
import { AccountAlert } from './AccountAlert';
import { ConfirmDelete } from './ConfirmDelete';
import { useFocusLater, useSectionActions } from './use-section-actions';
import { accountProblem } from './errors';
import { errorWords } from './field-error';
import { SavedAddressForm } from './SavedAddressForm';
import { addressLabel, checkoutAddressOf, makeMainBody, savedAddressBody, savedAddressDefaults } from './saved-addresses';
import type { AccountSectionProps } from './section-views';
import { useAddressChange } from './use-addresses';

/** Where the focus goes once the list shows a change: an address, its Edit button, the Add button, or the heading. */
type FocusTarget =
  { readonly to: 'card'; readonly id: string } | { readonly to: 'edit'; readonly id: string } | { readonly to: 'add' } | { readonly to: 'heading' };

type Mode = { readonly is: 'list' } | { readonly is: 'add' } | { readonly is: 'edit'; readonly id: string };

/**
 * The account's Addresses section (issue 24 §2, spec 000 §4 "Addresses"): the saved addresses with their kind and
 * main badges, add, edit, delete (after a confirmation) and make main. Each change is said in the shell's status
 * line, and the focus lands where the shopper's next step is: the address changed, or the heading after a delete.
 */
export function AddressesSection({ profile, locale, announce }: AccountSectionProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country: ShippingCountry = isShippingCountry(site.locale.country) ? site.locale.country : 'US';
  const addresses = profile.consumerDetails.addresses;
  const change = useAddressChange(locale);
  const [mode, setMode] = useState<Mode>({ is: 'list' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const { problem, run } = useSectionActions((error) => errorWords(t, accountProblem(error, site.locale.country).message, site.locale.country));
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const cardId = (addressId: string) => `${id}-address-${addressId}`;
  // Once the list shows the change: the element the shopper's next step starts from takes the focus.
  const setFocus = useFocusLater((focus: FocusTarget) => {
    if (focus.to === 'heading') return heading.current;
    if (focus.to === 'add') return addButton.current;
    return document.getElementById(`${cardId(focus.id)}${focus.to === 'edit' ? '-edit' : ''}`);
  });

  const makeMain = (address: SavedAddress) =>
    run(async () => {
      await change.mutateAsync({ kind: 'update', addressId: address.addressId, body: makeMainBody(address) });
      announce(t('account.addresses.madeMain', { line: addressLabel(address), kind: address.approachType }));
      setFocus({ to: 'card', id: address.addressId });
    });

  const remove = (address: SavedAddress) =>
    run(async () => {
      setConfirming(null);
      await change.mutateAsync({ kind: 'delete', addressId: address.addressId });
      announce(t('account.addresses.deleted', { line: addressLabel(address) }));
      setFocus({ to: 'heading' });
    });

  return (
    <section className="ts-account-section ts-addresses" aria-labelledby={`${id}-title`}>
      <div className="ts-account-section__header">
        <h2 className="ts-account-section__title" id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('account.addresses.title')}
        </h2>
        {mode.is === 'list' ? (
          <button ref={addButton} type="button" className="ts-button ts-button--primary ts-button--md" onClick={() => setMode({ is: 'add' })}>
            {t('account.addresses.add')}
          </button>
        ) : null}
      </div>
      <AccountAlert message={problem.message} revision={problem.revision} />
      {mode.is === 'add' ? (
        <SavedAddressForm
          country={country}
          title={t('account.addresses.addTitle')}
          defaultValues={savedAddressDefaults(country)}
          onCancel={() => {
            setMode({ is: 'list' });
            setFocus({ to: 'add' });
          }}
          onSubmit={async (values) => {
            try {
              const addressId = await change.mutateAsync({ kind: 'add', body: savedAddressBody(values) });
              announce(t('account.addresses.added', { line: addressLabel(values.address) }));
              setMode({ is: 'list' });
              setFocus({ to: 'card', id: addressId });
              return undefined;
            } catch (error) {
              return accountProblem(error, site.locale.country);
            }
          }}
        />
      ) : null}
      {addresses.length === 0 && mode.is !== 'add' ? <p className="ts-addresses__empty">{t('account.addresses.empty')}</p> : null}
      {addresses.length > 0 ? (
        <ul className="ts-addresses__list" aria-labelledby={`${id}-title`}>
          {addresses.map((address) => {
            const card = cardId(address.addressId);
            const line = addressLabel(address);
            if (mode.is === 'edit' && mode.id === address.addressId)
              return (
                <li key={address.addressId} className="ts-addresses__item">
                  <SavedAddressForm
                    country={country}
                    title={t('account.addresses.editTitle', { line })}
                    defaultValues={savedAddressDefaults(country, address)}
                    onCancel={() => {
                      setMode({ is: 'list' });
                      setFocus({ to: 'edit', id: address.addressId });
                    }}
                    onSubmit={async (values) => {
                      try {
                        await change.mutateAsync({ kind: 'update', addressId: address.addressId, body: savedAddressBody(values) });
                        announce(t('account.addresses.saved', { line: addressLabel(values.address) }));
                        setMode({ is: 'list' });
                        setFocus({ to: 'card', id: address.addressId });
                        return undefined;
                      } catch (error) {
                        return accountProblem(error, site.locale.country);
                      }
                    }}
                  />
                </li>
              );
            return (
              <li key={address.addressId} className="ts-addresses__item">
                <article className="ts-address-card" id={card} tabIndex={-1} aria-labelledby={`${card}-title`}>
                  <h3 className="ts-address-card__title" id={`${card}-title`}>
                    {line}
                  </h3>
                  <p className="ts-address-card__badges">
                    <span className="ts-address-card__badge">{t('account.addresses.kindBadge', { kind: address.approachType })}</span>
                    {address.main ? (
                      <span className="ts-address-card__badge ts-address-card__badge--main">
                        {t('account.addresses.main', { kind: address.approachType })}
                      </span>
                    ) : null}
                  </p>
                  <AddressSummary address={checkoutAddressOf(address)} />
                  {confirming === address.addressId ? (
                    <ConfirmDelete
                      id={card}
                      question={t('account.addresses.confirmDelete', { line })}
                      yes={t('account.addresses.confirmDeleteYes')}
                      keep={t('account.addresses.keep')}
                      onYes={() => void remove(address)}
                      onKeep={() => {
                        setConfirming(null);
                        setFocus({ to: 'card', id: address.addressId });
                      }}
                    />
                  ) : (
                    <div className="ts-address-card__actions">
                      <button
                        id={`${card}-edit`}
                        type="button"
                        className="ts-button ts-button--secondary ts-button--md"
                        aria-describedby={`${card}-title`}
                        disabled={mode.is !== 'list'}
                        onClick={() => setMode({ is: 'edit', id: address.addressId })}
                      >
                        {t('account.addresses.edit')}
                      </button>
                      <button
                        type="button"
                        className="ts-button ts-button--secondary ts-button--md"
                        aria-describedby={`${card}-title`}
                        disabled={mode.is !== 'list'}
                        onClick={() => setConfirming(address.addressId)}
                      >
                        {t('account.addresses.delete')}
                      </button>
                      {address.main ? null : (
                        <button
                          type="button"
                          className="ts-button ts-button--secondary ts-button--md"
                          aria-describedby={`${card}-title`}
                          disabled={mode.is !== 'list' || change.isPending}
                          onClick={() => void makeMain(address)}
                        >
                          {t('account.addresses.makeMain', { kind: address.approachType })}
                        </button>
                      )}
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
