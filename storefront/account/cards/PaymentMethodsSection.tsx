import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../../runtime/react';
import type { SavedCard } from '../../../schemas';
import { CardFields, type CardDetails, type CardFieldsHandle, type CardToken } from '../../checkout/CardFields';
import { CardMark } from '../../checkout/CardMark';
import { AccountAlert } from '../AccountAlert';
import { ConfirmDelete } from '../ConfirmDelete';
import type { AccountSectionProps } from '../section-views';
import { useFocusLater, useSectionActions } from '../use-section-actions';
import { cardLabel, cardProblemWords, expiryLabel } from './card-words';
import { tokenizeCard } from './tokenize-card';
import { useCardChange, useSavedCards } from './use-cards';

type FocusTarget = { readonly to: 'card'; readonly id: string } | { readonly to: 'add' } | { readonly to: 'heading' };

export interface PaymentMethodsViewProps {
  readonly cards: readonly SavedCard[] | undefined;
  /** Opens with the add form (stories). */
  readonly adding?: boolean;
  /** An error the section opens with (stories). */
  readonly error?: string;
  readonly tokenize: (card: CardDetails) => Promise<CardToken>;
  readonly onAdd: (token: string, main: boolean) => Promise<string>;
  readonly onMakeMain: (card: SavedCard) => Promise<void>;
  readonly onDelete: (card: SavedCard) => Promise<void>;
  readonly announce: (words: string) => void;
}

/** The account's Payment methods section over the saved cards' calls. */
export function PaymentMethodsSection({ locale, announce }: AccountSectionProps) {
  const t = useMessages();
  const cards = useSavedCards(locale);
  const change = useCardChange(locale);
  return (
    <PaymentMethodsView
      cards={cards.data}
      {...(cards.isError ? { error: t('account.cards.loadFailed') } : {})}
      tokenize={tokenizeCard}
      announce={announce}
      onAdd={(token, main) => change.mutateAsync({ kind: 'add', token, main })}
      onMakeMain={async (card) => void (await change.mutateAsync({ kind: 'main', paymentInstrumentId: card.paymentInstrumentId }))}
      onDelete={async (card) => void (await change.mutateAsync({ kind: 'delete', paymentInstrumentId: card.paymentInstrumentId }))}
    />
  );
}

/**
 * The saved cards (issue 24 §2): brand mark, last four, expiry and the main flag; add a card (the checkout's card
 * fields, tokenized by the gateway: the number never reaches the store), make one main, delete one after a
 * confirmation. Each change is said in the shell's status line, and the focus lands where the next step starts.
 */
export function PaymentMethodsView({ cards, adding = false, error, tokenize, onAdd, onMakeMain, onDelete, announce }: PaymentMethodsViewProps) {
  const t = useMessages();
  const id = useId();
  const [add, setAdd] = useState(adding);
  const [main, setMain] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { problem, busy, run } = useSectionActions((failure) => cardProblemWords(t, failure), error);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const fields = useRef<CardFieldsHandle>(null);
  const cardId = (paymentInstrumentId: string) => `${id}-card-${paymentInstrumentId}`;
  // Once the list shows the change: the element the shopper's next step starts from takes the focus.
  const setFocus = useFocusLater((focus: FocusTarget) =>
    focus.to === 'heading' ? heading.current : focus.to === 'add' ? addButton.current : document.getElementById(cardId(focus.id)),
  );
  useEffect(() => {
    if (add && !adding) fields.current?.focus();
  }, [add, adding]);

  const save = () =>
    run(async () => {
      const token = await fields.current?.tokenize();
      if (!token) return;
      const saved = await onAdd(token.token, main);
      announce(t('account.cards.added', { card: cardLabel(t, token) }));
      setAdd(false);
      setMain(false);
      setFocus({ to: 'card', id: saved });
    });

  const list = cards ?? [];
  return (
    <section className="ts-account-section ts-addresses ts-payment-methods" aria-labelledby={`${id}-title`}>
      <div className="ts-account-section__header">
        <h2 className="ts-account-section__title" id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('account.cards.title')}
        </h2>
        {add ? null : (
          <button ref={addButton} type="button" className="ts-button ts-button--primary ts-button--md" onClick={() => setAdd(true)}>
            {t('account.cards.add')}
          </button>
        )}
      </div>
      <AccountAlert message={problem.message} revision={problem.revision} />
      {add ? (
        <form
          className="ts-account-form"
          noValidate
          aria-labelledby={`${id}-add`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void save();
          }}
        >
          <h3 className="ts-address-card__title" id={`${id}-add`}>
            {t('account.cards.addTitle')}
          </h3>
          <CardFields ref={fields} tokenize={tokenize} disabled={busy} />
          {list.length > 0 ? (
            <label className="ts-checkbox">
              <input type="checkbox" className="ts-checkbox__input" checked={main} onChange={(event) => setMain(event.target.checked)} />
              <span>{t('account.cards.mainOption')}</span>
            </label>
          ) : null}
          <div className="ts-address-card__actions">
            <button type="submit" className="ts-button ts-button--primary ts-button--md" aria-disabled={busy}>
              {busy ? t('account.cards.saving') : t('account.cards.save')}
            </button>
            <button
              type="button"
              className="ts-button ts-button--secondary ts-button--md"
              onClick={() => {
                setAdd(false);
                setFocus({ to: 'add' });
              }}
            >
              {t('account.cards.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {cards && list.length === 0 && !add ? <p className="ts-addresses__empty">{t('account.cards.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="ts-addresses__list" aria-labelledby={`${id}-title`}>
          {list.map((card) => {
            const box = cardId(card.paymentInstrumentId);
            const label = cardLabel(t, card);
            return (
              <li key={card.paymentInstrumentId} className="ts-addresses__item">
                <article className="ts-address-card" id={box} tabIndex={-1} aria-labelledby={`${box}-title`}>
                  <h3 className="ts-address-card__title ts-saved-card__name" id={`${box}-title`}>
                    <CardMark brand={card.brand} />
                    <span>{label}</span>
                  </h3>
                  <p className="ts-address-card__badges">
                    <span className="ts-address-card__badge">{t('account.cards.expires', { date: expiryLabel(card) })}</span>
                    {card.main ? <span className="ts-address-card__badge ts-address-card__badge--main">{t('account.cards.main')}</span> : null}
                  </p>
                  <p>{card.holderName}</p>
                  {confirming === card.paymentInstrumentId ? (
                    <ConfirmDelete
                      id={box}
                      question={t('account.cards.confirmDelete', { card: label })}
                      yes={t('account.cards.confirmDeleteYes')}
                      keep={t('account.cards.keep')}
                      onYes={() =>
                        void run(async () => {
                          setConfirming(null);
                          await onDelete(card);
                          announce(t('account.cards.deleted', { card: label }));
                          setFocus({ to: 'heading' });
                        })
                      }
                      onKeep={() => {
                        setConfirming(null);
                        setFocus({ to: 'card', id: card.paymentInstrumentId });
                      }}
                    />
                  ) : (
                    <div className="ts-address-card__actions">
                      <button
                        type="button"
                        className="ts-button ts-button--secondary ts-button--md"
                        aria-describedby={`${box}-title`}
                        disabled={add || busy}
                        onClick={() => setConfirming(card.paymentInstrumentId)}
                      >
                        {t('account.cards.delete')}
                      </button>
                      {card.main ? null : (
                        <button
                          type="button"
                          className="ts-button ts-button--secondary ts-button--md"
                          aria-describedby={`${box}-title`}
                          disabled={add || busy}
                          onClick={() =>
                            void run(async () => {
                              await onMakeMain(card);
                              announce(t('account.cards.madeMain', { card: label }));
                              setFocus({ to: 'card', id: card.paymentInstrumentId });
                            })
                          }
                        >
                          {t('account.cards.makeMain')}
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
