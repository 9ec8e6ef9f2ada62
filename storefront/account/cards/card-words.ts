import type { Translate } from '../../../runtime/core';
import type { SavedCard } from '../../../schemas';
import * as errorIds from '../../../schemas/error-ids';
import { errorDetail } from '../../commerce';

/** "Visa ending in 4242": how a saved card is named in headings, buttons and the status line. */
export const cardLabel = (t: Translate, card: Pick<SavedCard, 'brand' | 'last4'>): string =>
  t('checkout.card.ending', { brand: t('checkout.card.brand', { brand: card.brand }), last4: card.last4 });

/** "12/30": a card's expiry as printed on it. */
export const expiryLabel = (card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>): string =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;

/**
 * A refused card change in the shopper's words (spec 000 §8 "Saving a card"): the already-exists code shows the
 * server's message, a full account, a card gone and a failed captcha their own words, anything else "credit card
 * save failed".
 */
export function cardProblemWords(t: Translate, error: unknown): string {
  const detail = errorDetail(error);
  switch (detail?.errorId) {
    case errorIds.cardAlreadyExists:
      return t('account.cards.alreadyExists');
    case errorIds.tooManyCards:
      return t('account.cards.tooMany');
    case errorIds.cardNotFound:
      return t('account.cards.notFound');
    case errorIds.captchaFailed:
      return t('account.error.captcha');
    case errorIds.tooManyRequests:
      return t('account.error.tooMany');
    default:
      return t('account.cards.saveFailed');
  }
}
