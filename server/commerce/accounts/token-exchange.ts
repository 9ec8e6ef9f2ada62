import type { GuestObjects } from '../../../schemas';
import type { Database } from '../../db/index';
import type { Transaction } from '../../platform/index';
import type { AuthService, IssuedTokens, TokenHolder } from '../auth/index';
import { mergeGuestCart } from '../cart/index';
import { claimGuestOrder } from '../orders/index';
import { favoritesRepository } from '../wishlists/favorites-repository';
import { mergeSavedForLater } from '../wishlists/save-for-later';
import { challengeOf, type SecretsRepository } from './codes';
import { accountErrors } from './errors';
import type { ConsumersRepository } from './repository';

/** A sign-in's tokens and what the account answers with them (`tokenResponseSchema`'s Registered fields). */
export interface SignedIn {
  readonly tokens: IssuedTokens;
  readonly consumerNo: string;
  readonly consumerType: 'REGULAR' | 'EMPLOYEE';
  readonly isEmployeeDiscountTCAccepted: boolean;
  readonly basketId: string | null;
  readonly merged: boolean;
}

/**
 * The favourites and saved-for-later lists a guest brings (spec 000 §4's `favoriteId`, `saveForLaterId`), joined to
 * the account's in the sign-in's transaction. The guest's token proves the lists are theirs, so all of the guest's
 * go (the ids name them; a guest has one of each per site). Whether anything moved.
 */
async function mergeGuestLists(tx: Transaction, guestHolderId: string, holderId: string): Promise<boolean> {
  const favourites = await favoritesRepository(tx).merge(tx, guestHolderId, holderId);
  const saved = await mergeSavedForLater(tx, guestHolderId, holderId);
  return favourites + saved > 0;
}

/**
 * The token exchange of a sign-in (`type: Registered`, spec 000 §4 and §9): the code spent, its PKCE verifier
 * checked (S256), the Registered tokens issued and the guest's objects merged, all in one transaction — so a failure
 * leaves the code unspent, and of two exchanges of one code racing each other, one wins and the other, which waited
 * on the code's row, finds it spent (AUT432). Only objects the caller proves it owns are merged: the cart must be the
 * guest's whose token came with the request (`guest`), the order must come with its `st`.
 */
export function createTokenExchange(deps: {
  db: Database;
  auth: AuthService;
  consumers: ConsumersRepository;
  secrets: SecretsRepository;
  openCartOf: (holderId: string) => Promise<string | null>;
  now: () => Date;
}) {
  return async function exchange(code: string, verifier: string, objects: GuestObjects, guest: TokenHolder | undefined): Promise<SignedIn> {
    const at = deps.now();
    const done = await deps.db.transaction(async (tx) => {
      const spent = await deps.secrets.spendCode(tx, code, at);
      // NB: an expired code or a wrong verifier is answered after the code was spent, and that spending must stay:
      // the answer is returned, not thrown, so the transaction commits it.
      if (!spent || spent.expiresAt.getTime() <= at.getTime() || challengeOf(verifier) !== spent.codeChallenge) return undefined;
      const consumer = await deps.consumers.byId(spent.consumerId, tx);
      if (!consumer || consumer.deletedAt !== null) return undefined;
      const tokens = await deps.auth.issueOn(tx, { holderId: consumer.id, tokenType: 'Registered' });
      const cart =
        objects.basketId !== undefined && guest?.tokenType === 'Guest'
          ? await mergeGuestCart(tx, { basketId: objects.basketId, guestHolderId: guest.holderId, holderId: consumer.id })
          : { basketId: undefined, merged: false };
      if (objects.orderNo !== undefined && objects.st !== undefined)
        await claimGuestOrder(tx, { orderNumber: objects.orderNo, st: objects.st, holderId: consumer.id });
      if (guest?.tokenType === 'Guest') await mergeGuestLists(tx, guest.holderId, consumer.id);
      return { consumer, tokens, cart };
    });
    if (!done) throw accountErrors.invalidCode();
    const { consumer, tokens, cart } = done;
    return {
      tokens,
      consumerNo: consumer.id,
      consumerType: consumer.consumerType,
      isEmployeeDiscountTCAccepted: consumer.employeeTermsAccepted,
      basketId: cart.basketId ?? (await deps.openCartOf(consumer.id)),
      merged: cart.merged,
    };
  };
}
