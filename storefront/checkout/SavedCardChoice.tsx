import { useId, type ReactNode } from 'react';
import { useMessages } from '../../runtime/react';
import type { SavedCard } from '../../schemas';
import { CardMark } from './CardMark';

/** The choice's value for "a new card". */
export const NEW_CARD = 'new';

const expiryOf = (card: SavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;

/**
 * A signed-in shopper's saved cards at the billing step (issue 24 §2): one radio per card, main first, and "a new
 * card" with the card fields and "save this card". No security code is asked for a saved card: the gateway
 * authorizes its token as a stored card (docs/decisions.md "Checkout: paying with a saved card").
 */
export function SavedCardChoice({
  cards,
  choice,
  onChoose,
  saveCard,
  onSaveCard,
  newCardFields,
}: {
  readonly cards: readonly SavedCard[];
  readonly choice: string;
  readonly onChoose: (id: string) => void;
  readonly saveCard: boolean;
  readonly onSaveCard: (save: boolean) => void;
  readonly newCardFields: ReactNode;
}) {
  const t = useMessages();
  const id = useId();
  return (
    <fieldset className="ts-saved-addresses ts-saved-cards">
      <legend className="ts-field__label">{t('checkout.savedCards.legend')}</legend>
      {cards.map((card) => (
        <label key={card.paymentInstrumentId} className="ts-method ts-saved-addresses__option">
          <input
            type="radio"
            name={`${id}-card`}
            className="ts-method__radio"
            value={card.paymentInstrumentId}
            checked={choice === card.paymentInstrumentId}
            onChange={() => onChoose(card.paymentInstrumentId)}
          />
          <span className="ts-saved-card__name">
            <CardMark brand={card.brand} />
            <span>
              {t('checkout.card.ending', { brand: t('checkout.card.brand', { brand: card.brand }), last4: card.last4 })},{' '}
              {t('checkout.savedCards.expires', { date: expiryOf(card) })}
              {card.main ? ` (${t('checkout.savedCards.main')})` : ''}
            </span>
          </span>
        </label>
      ))}
      <label className="ts-method ts-saved-addresses__option">
        <input
          type="radio"
          name={`${id}-card`}
          className="ts-method__radio"
          value={NEW_CARD}
          checked={choice === NEW_CARD}
          onChange={() => onChoose(NEW_CARD)}
        />
        <span className="ts-method__name">{t('checkout.savedCards.newCard')}</span>
      </label>
      {choice === NEW_CARD ? (
        <div className="ts-saved-cards__new">
          {newCardFields}
          <label className="ts-checkbox">
            <input type="checkbox" className="ts-checkbox__input" checked={saveCard} onChange={(event) => onSaveCard(event.target.checked)} />
            <span>{t('checkout.savedCards.saveCard')}</span>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
