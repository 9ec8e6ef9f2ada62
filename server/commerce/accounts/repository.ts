import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { consumerPasswordHistory, consumers, type ConsumerRow, type Database } from '../../db/index';
import type { Transaction } from '../../platform/index';

export type NewConsumer = typeof consumers.$inferInsert;
type Runner = Database | Transaction;

/** The fields a profile change may write. */
export type ConsumerChange = Partial<
  Pick<ConsumerRow, 'firstName' | 'lastName' | 'birthDate' | 'phone' | 'phoneCode' | 'gender' | 'postalCode' | 'preferences'>
>;

/** E-mails are kept and compared trimmed and lower-cased: `Maya@Example.com` signs in as `maya@example.com`. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Which unique index a write ran into (`consumers_email_key`, `consumers_phone_key`), if it ran into one. */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** The consumer accounts (`consumers`, `consumer_password_history`), on the database or a caller's transaction. */
export function consumersRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<ConsumerRow | undefined> {
      const [row] = await db
        .select()
        .from(consumers)
        .where(and(eq(consumers.email, normalizeEmail(email)), isNull(consumers.deletedAt)));
      return row;
    },

    /** A consumer by id, deleted ones too (their tokens answer AUT498, not AUT401). */
    async byId(id: string, runner: Runner = db): Promise<ConsumerRow | undefined> {
      const [row] = await runner.select().from(consumers).where(eq(consumers.id, id));
      return row;
    },

    /** Whether another live account holds this phone (international form). */
    async phoneTaken(phone: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: consumers.id })
        .from(consumers)
        .where(and(eq(consumers.phone, phone), ...(exceptId ? [sql`${consumers.id} <> ${exceptId}`] : [])));
      return row !== undefined;
    },

    /** Inserts an account; a unique index it runs into (e-mail, phone) throws, for the caller to name. */
    async insert(row: NewConsumer, runner: Runner = db): Promise<ConsumerRow> {
      const [created] = await runner.insert(consumers).values(row).returning();
      if (!created) throw new Error('the consumer was not stored');
      return created;
    },

    /** Inserts an account unless its e-mail has one (the demo seed, race-safe); whether it did. */
    async insertIfMissing(row: NewConsumer): Promise<boolean> {
      const created = await db.insert(consumers).values(row).onConflictDoNothing({ target: consumers.email }).returning({ id: consumers.id });
      return created.length > 0;
    },

    async update(id: string, change: ConsumerChange): Promise<ConsumerRow> {
      const [row] = await db
        .update(consumers)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(consumers.id, id))
        .returning();
      if (!row) throw new Error(`consumer ${id} vanished`);
      return row;
    },

    /** The hashes of the account's last `count` passwords before the current one, newest first. */
    async earlierHashes(id: string, count: number): Promise<string[]> {
      const rows = await db
        .select({ hash: consumerPasswordHistory.passwordHash })
        .from(consumerPasswordHistory)
        .where(eq(consumerPasswordHistory.consumerId, id))
        .orderBy(desc(consumerPasswordHistory.id))
        .limit(count);
      return rows.map((row) => row.hash);
    },

    /**
     * Sets a new password hash in `tx`, the one it replaces kept in the history (only if the account's hash is still
     * `previousHash`: of two changes racing, the second finds it changed and changes nothing). Whether it was set.
     */
    async setPassword(tx: Transaction, id: string, previousHash: string, passwordHash: string): Promise<boolean> {
      const changed = await tx
        .update(consumers)
        .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(consumers.id, id), eq(consumers.passwordHash, previousHash)))
        .returning({ id: consumers.id });
      if (changed.length === 0) return false;
      await tx.insert(consumerPasswordHistory).values({ consumerId: id, passwordHash: previousHash });
      return true;
    },
  };
}

export type ConsumersRepository = ReturnType<typeof consumersRepository>;
