import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { consumerCards, consumers, type ConsumerCardRow, type Database } from '../../db/index';
import type { Transaction } from '../../platform/index';

type Runner = Database | Transaction;
type Method = ConsumerCardRow['paymentMethodId'];

/** The `consumer_cards` table: reads, and the writes a service makes inside its transaction. */
export function cardsRepository(db: Database) {
  return {
    /** A consumer's cards (of one payment method if given): the main one first, then oldest first. */
    async listOf(consumerId: string, method?: Method, runner: Runner = db): Promise<ConsumerCardRow[]> {
      const mine = eq(consumerCards.consumerId, consumerId);
      return runner
        .select()
        .from(consumerCards)
        .where(method ? and(mine, eq(consumerCards.paymentMethodId, method)) : mine)
        .orderBy(desc(consumerCards.isMain), asc(consumerCards.createdAt), asc(consumerCards.id));
    },

    /** Locks the consumer's row for the rest of `tx`: every change of one consumer's cards takes it first. */
    async lockConsumer(tx: Transaction, consumerId: string): Promise<void> {
      await tx.select({ id: consumers.id }).from(consumers).where(eq(consumers.id, consumerId)).for('update');
    },

    /** One of the consumer's cards (another consumer's is not found). */
    async byId(runner: Runner, consumerId: string, id: string): Promise<ConsumerCardRow | undefined> {
      const [row] = await runner
        .select()
        .from(consumerCards)
        .where(and(eq(consumerCards.id, id), eq(consumerCards.consumerId, consumerId)));
      return row;
    },

    /** The consumer's card with this brand, last four and expiry: the same card saved before. */
    async sameCard(tx: Transaction, consumerId: string, card: Pick<ConsumerCardRow, 'brand' | 'last4' | 'expiryMonth' | 'expiryYear'>) {
      const [row] = await tx
        .select({ id: consumerCards.id })
        .from(consumerCards)
        .where(
          and(
            eq(consumerCards.consumerId, consumerId),
            eq(consumerCards.paymentMethodId, 'CREDIT_CARD'),
            eq(consumerCards.brand, card.brand),
            eq(consumerCards.last4, card.last4),
            eq(consumerCards.expiryMonth, card.expiryMonth),
            eq(consumerCards.expiryYear, card.expiryYear),
          ),
        );
      return row;
    },

    async countOf(tx: Transaction, consumerId: string): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(consumerCards).where(eq(consumerCards.consumerId, consumerId));
      return row?.n ?? 0;
    },

    async clearMain(tx: Transaction, consumerId: string): Promise<void> {
      await tx
        .update(consumerCards)
        .set({ isMain: false, updatedAt: sql`now()` })
        .where(and(eq(consumerCards.consumerId, consumerId), eq(consumerCards.isMain, true)));
    },

    async setMain(tx: Transaction, id: string): Promise<ConsumerCardRow> {
      const [row] = await tx
        .update(consumerCards)
        .set({ isMain: true, updatedAt: sql`now()` })
        .where(eq(consumerCards.id, id))
        .returning();
      if (!row) throw new Error(`card ${id} vanished`);
      return row;
    },

    /** Makes the oldest card main, if the consumer has one. */
    async promoteOldest(tx: Transaction, consumerId: string): Promise<void> {
      const [oldest] = await tx
        .select({ id: consumerCards.id })
        .from(consumerCards)
        .where(eq(consumerCards.consumerId, consumerId))
        .orderBy(asc(consumerCards.createdAt), asc(consumerCards.id))
        .limit(1);
      if (oldest)
        await tx
          .update(consumerCards)
          .set({ isMain: true, updatedAt: sql`now()` })
          .where(eq(consumerCards.id, oldest.id));
    },

    async insert(tx: Transaction, row: typeof consumerCards.$inferInsert): Promise<ConsumerCardRow> {
      const [created] = await tx.insert(consumerCards).values(row).returning();
      if (!created) throw new Error('the card was not stored');
      return created;
    },

    async remove(tx: Transaction, id: string): Promise<void> {
      await tx.delete(consumerCards).where(eq(consumerCards.id, id));
    },
  };
}
