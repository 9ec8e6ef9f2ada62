import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** The saved cards' refusals (docs/decisions.md "Accounts: saved cards"). */
export const cardErrors = {
  /** An id no card of this consumer has: unknown, deleted, or another consumer's (not told apart). */
  notFound: (id: string) => new ApiError(404, errorIds.cardNotFound, `No saved card ${id}`, 'params.paymentInstrumentId'),
  /** The spec's "card already exists" (§8): the storefront shows this message as it is. */
  alreadyExists: () => new ApiError(409, errorIds.cardAlreadyExists, 'This card is already saved in your account.', 'body.card.token'),
  /** A token the gateway does not know (never tokenized, or made up). */
  unknownToken: () => new ApiError(400, errorIds.paymentInvalid, 'body.card.token: the card gateway does not know this card', 'body.card.token'),
  full: (most: number) =>
    new ApiError(409, errorIds.tooManyCards, `An account keeps at most ${most} cards: delete one first.`, undefined, { maxAllowedQty: most }),
};
