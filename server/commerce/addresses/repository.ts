import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { consumerAddresses, consumers, type ConsumerAddressRow, type Database } from '../../db/index';
import type { Transaction } from '../../platform/index';

export type AddressFields = Omit<typeof consumerAddresses.$inferInsert, 'id' | 'consumerId' | 'isMain' | 'createdAt' | 'updatedAt'>;
type Runner = Database | Transaction;

/** The `consumer_addresses` table: reads, and the writes a service makes inside its transaction. */
export function addressesRepository(db: Database) {
  return {
    /** A consumer's addresses: main ones first, then oldest first. */
    async listOf(consumerId: string, runner: Runner = db): Promise<ConsumerAddressRow[]> {
      return runner
        .select()
        .from(consumerAddresses)
        .where(eq(consumerAddresses.consumerId, consumerId))
        .orderBy(desc(consumerAddresses.isMain), asc(consumerAddresses.createdAt), asc(consumerAddresses.id));
    },

    /**
     * Locks the consumer's row for the rest of `tx`: every change of one consumer's addresses takes it first, so two
     * changes (two "make main", an add racing the cap) run one after the other.
     */
    async lockConsumer(tx: Transaction, consumerId: string): Promise<void> {
      await tx.select({ id: consumers.id }).from(consumers).where(eq(consumers.id, consumerId)).for('update');
    },

    /** One of the consumer's addresses (another consumer's is not found). */
    async byId(tx: Runner, consumerId: string, id: string): Promise<ConsumerAddressRow | undefined> {
      const [row] = await tx
        .select()
        .from(consumerAddresses)
        .where(and(eq(consumerAddresses.id, id), eq(consumerAddresses.consumerId, consumerId)));
      return row;
    },

    async countOf(tx: Transaction, consumerId: string): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(consumerAddresses).where(eq(consumerAddresses.consumerId, consumerId));
      return row?.n ?? 0;
    },

    /** Whether the consumer has a main address of this kind other than `exceptId`. */
    async hasMain(tx: Transaction, consumerId: string, approachType: 'S' | 'B', exceptId = ''): Promise<boolean> {
      const [row] = await tx
        .select({ id: consumerAddresses.id })
        .from(consumerAddresses)
        .where(
          and(
            eq(consumerAddresses.consumerId, consumerId),
            eq(consumerAddresses.approachType, approachType),
            eq(consumerAddresses.isMain, true),
            ne(consumerAddresses.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    /** Clears the main flag of the consumer's addresses of this kind. */
    async clearMain(tx: Transaction, consumerId: string, approachType: 'S' | 'B'): Promise<void> {
      await tx
        .update(consumerAddresses)
        .set({ isMain: false, updatedAt: sql`now()` })
        .where(
          and(eq(consumerAddresses.consumerId, consumerId), eq(consumerAddresses.approachType, approachType), eq(consumerAddresses.isMain, true)),
        );
    },

    /** Makes the oldest address of this kind main, if the consumer has one. */
    async promoteOldest(tx: Transaction, consumerId: string, approachType: 'S' | 'B'): Promise<void> {
      const [oldest] = await tx
        .select({ id: consumerAddresses.id })
        .from(consumerAddresses)
        .where(and(eq(consumerAddresses.consumerId, consumerId), eq(consumerAddresses.approachType, approachType)))
        .orderBy(asc(consumerAddresses.createdAt), asc(consumerAddresses.id))
        .limit(1);
      if (oldest)
        await tx
          .update(consumerAddresses)
          .set({ isMain: true, updatedAt: sql`now()` })
          .where(eq(consumerAddresses.id, oldest.id));
    },

    async insert(tx: Transaction, row: typeof consumerAddresses.$inferInsert): Promise<ConsumerAddressRow> {
      const [created] = await tx.insert(consumerAddresses).values(row).returning();
      if (!created) throw new Error('the address was not stored');
      return created;
    },

    async update(tx: Transaction, id: string, change: AddressFields & { isMain: boolean }): Promise<ConsumerAddressRow> {
      const [row] = await tx
        .update(consumerAddresses)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(consumerAddresses.id, id))
        .returning();
      if (!row) throw new Error(`address ${id} vanished`);
      return row;
    },

    async remove(tx: Transaction, id: string): Promise<void> {
      await tx.delete(consumerAddresses).where(eq(consumerAddresses.id, id));
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
