import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ConsumerProfile } from '../../../schemas';
import { consumerIdentities, consumerProgrammes, consumers, orders, type ConsumerProgramme, type ConsumerRow, type Database } from '../../db/index';

type Details = ConsumerProfile['consumerDetails'];
/** The profile's programme fields (spec 000 §3): spend against each programme's limit, and the identity list. */
export type ProgrammeDetails = Pick<Details, 'employee' | 'athlete' | 'prosumer' | 'identity'>;

/** An order's statuses that count as spent: placed and paid for, not failed or cancelled. */
const SPENT_STATUSES = ['authorized', 'captured', 'shipped', 'delivered'];

/**
 * The spend programmes of a consumer (`consumer_programmes`, `consumer_identities`). The current spend is the
 * consumer's orders in the programme's currency placed since the start of the calendar year (UTC), summed at read time:
 * it grows with every placed order and never disagrees with the order history.
 */
export function programmesRepository(db: Database, now: () => Date) {
  return {
    /**
     * The programmes' spend and the identities. With a currency (the site the profile is read on), a programme kept
     * in another currency is left out: its spend and limit would be shown in the wrong money.
     */
    async detailsOf(consumerId: string, currency?: string): Promise<ProgrammeDetails> {
      const [memberships, identities] = await Promise.all([
        db.select().from(consumerProgrammes).where(eq(consumerProgrammes.consumerId, consumerId)),
        db
          .select({ type: consumerIdentities.type })
          .from(consumerIdentities)
          .where(eq(consumerIdentities.consumerId, consumerId))
          .orderBy(consumerIdentities.createdAt, consumerIdentities.type),
      ]);
      const details: ProgrammeDetails = { identity: identities };
      if (memberships.length === 0) return details;
      const yearStart = new Date(Date.UTC(now().getUTCFullYear(), 0, 1));
      const spent = await db
        .select({ currency: orders.currency, total: sql<string>`coalesce(sum((${orders.totals}->>'total')::bigint), 0)` })
        .from(orders)
        .where(and(eq(orders.holderId, consumerId), gte(orders.createdAt, yearStart), inArray(orders.status, SPENT_STATUSES)))
        .groupBy(orders.currency);
      const spendIn = (currency: string) => Number(spent.find((row) => row.currency === currency)?.total ?? 0);
      for (const membership of memberships) {
        const { programme, annualLimit } = membership;
        if (currency !== undefined && membership.currency !== currency) continue;
        const currentSpend = spendIn(membership.currency);
        details[programme] = programme === 'employee' ? { currentSpend, annualCap: annualLimit } : { currentSpend, annualCredit: annualLimit };
      }
      return details;
    },

    /** Joins a programme (the demo seed; a staff tool later): a membership that exists is left as it is. */
    async join(consumerId: string, programme: ConsumerProgramme, annualLimit: number, currency: string): Promise<void> {
      await db.insert(consumerProgrammes).values({ consumerId, programme, annualLimit, currency }).onConflictDoNothing();
    },

    async addIdentity(consumerId: string, type: string): Promise<void> {
      await db.insert(consumerIdentities).values({ consumerId, type }).onConflictDoNothing();
    },

    /**
     * Records an employee's acceptance of the employee-discount terms; accepting again keeps the first time. Only an
     * EMPLOYEE's row changes: the answer is the row after, or undefined for anyone else.
     */
    async acceptEmployeeTerms(consumerId: string): Promise<ConsumerRow | undefined> {
      const [row] = await db
        .update(consumers)
        .set({
          employeeTermsAccepted: true,
          employeeTermsAcceptedAt: sql`coalesce(${consumers.employeeTermsAcceptedAt}, ${now().toISOString()}::timestamptz)`,
          updatedAt: now(),
        })
        .where(and(eq(consumers.id, consumerId), eq(consumers.consumerType, 'EMPLOYEE')))
        .returning();
      return row;
    },
  };
}

export type ProgrammesRepository = ReturnType<typeof programmesRepository>;
