import { randomUUID } from 'node:crypto';
import { MAX_SAVED_CARDS, type SavedCard, type SavedPaymentMethod } from '../../../schemas';
import type { Database } from '../../db/index';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import type { CardGateway } from '../../providers/payments/port';
import { accountErrors } from '../accounts/errors';
import { savedCardOf } from './answer';
import { cardErrors } from './errors';
import { cardsRepository } from './repository';

export interface CardsDeps {
  readonly gateway: Pick<CardGateway, 'describe'>;
  readonly captcha: CaptchaVerifier;
  readonly max?: number;
}

/**
 * A signed-in consumer's saved cards (spec 000 §4, §7 `/payment_instruments`): the gateway's token and what the
 * gateway says of the card, never its number. The first card becomes main, marking one main clears the other's flag,
 * deleting the main one makes the oldest left main. One card (brand, last four, expiry) is saved once: saving it again
 * answers the spec's "card already exists". Each change runs in one transaction holding the consumer's row.
 */
export function createCards(db: Database, deps: CardsDeps) {
  const cards = cardsRepository(db);
  const max = deps.max ?? MAX_SAVED_CARDS;
  return {
    listOf: async (consumerId: string, method?: SavedPaymentMethod): Promise<SavedCard[]> =>
      (await cards.listOf(consumerId, method)).map(savedCardOf),

    async create(consumerId: string, body: { card: { token: string; main?: boolean | undefined }; recaptcha_response?: string | undefined }) {
      if (!(await deps.captcha.verify(body.recaptcha_response, 'save_card'))) throw accountErrors.captchaFailed();
      const described = await deps.gateway.describe(body.card.token);
      if (!described) throw cardErrors.unknownToken();
      return db.transaction(async (tx) => {
        await cards.lockConsumer(tx, consumerId);
        if (await cards.sameCard(tx, consumerId, described)) throw cardErrors.alreadyExists();
        const existing = await cards.countOf(tx, consumerId);
        if (existing >= max) throw cardErrors.full(max);
        const main = existing === 0 || body.card.main === true;
        if (main) await cards.clearMain(tx, consumerId);
        const row = await cards.insert(tx, {
          id: `pi-${randomUUID()}`,
          consumerId,
          paymentMethodId: 'CREDIT_CARD',
          gatewayToken: body.card.token,
          brand: described.brand,
          last4: described.last4,
          expiryMonth: described.expiryMonth,
          expiryYear: described.expiryYear,
          holderName: described.holderName,
          isMain: main,
        });
        return { card: savedCardOf(row) };
      });
    },

    /** Makes a card main (the only change a saved card takes: a new expiry is a new card for the gateway). */
    async makeMain(consumerId: string, id: string) {
      return db.transaction(async (tx) => {
        await cards.lockConsumer(tx, consumerId);
        const row = await cards.byId(tx, consumerId, id);
        if (!row) throw cardErrors.notFound(id);
        if (row.isMain) return { card: savedCardOf(row) };
        await cards.clearMain(tx, consumerId);
        return { card: savedCardOf(await cards.setMain(tx, id)) };
      });
    },

    async remove(consumerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await cards.lockConsumer(tx, consumerId);
        const row = await cards.byId(tx, consumerId, id);
        if (!row) throw cardErrors.notFound(id);
        await cards.remove(tx, id);
        if (row.isMain) await cards.promoteOldest(tx, consumerId);
      });
    },

    /** The gateway token of one of the consumer's cards, for the checkout; another consumer's is not found. */
    async tokenOf(consumerId: string, id: string): Promise<string> {
      const row = await cards.byId(db, consumerId, id);
      if (!row) throw cardErrors.notFound(id);
      return row.gatewayToken;
    },
  };
}

export type CardService = ReturnType<typeof createCards>;
