import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { notificationPreferences, subscriptionConfirmTokens, subscriptions, type Database, type SubscriptionRow } from '../../db/index';
import type { Transaction } from '../../platform/index';

type Runner = Database | Transaction;
export interface SubscriptionKey {
  readonly siteId: string;
  readonly channel: 'email' | 'sms';
  readonly type: 'Newsletter' | 'LoyaltyNewsletter';
  readonly recipient: string;
}

/** The `subscriptions`, `subscription_confirm_tokens` and `notification_preferences` tables. */
export function subscriptionsRepository(db: Database) {
  return {
    async listOf(consumerId: string, runner: Runner = db): Promise<SubscriptionRow[]> {
      return runner
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.consumerId, consumerId))
        .orderBy(asc(subscriptions.channel), asc(subscriptions.type), asc(subscriptions.createdAt));
    },

    /**
     * Opts a recipient in (a new row, or the existing one again): one statement, so two sign-ups racing for one
     * recipient leave one row. A row already confirmed and opted in stays confirmed; an opted-out one must confirm
     * again. A consumer's id is kept once set (a visitor never takes a consumer's row over).
     */
    async optIn(
      runner: Runner,
      key: SubscriptionKey,
      fields: { id: string; consumerId: string | null; country: string; region: string; at: Date },
    ): Promise<SubscriptionRow> {
      const [row] = await runner
        .insert(subscriptions)
        .values({ ...key, ...fields, optin: true, doubleOptin: false, optinAt: fields.at, createdAt: fields.at, updatedAt: fields.at })
        .onConflictDoUpdate({
          target: [subscriptions.siteId, subscriptions.channel, subscriptions.type, subscriptions.recipient],
          set: {
            consumerId: sql`coalesce(${subscriptions.consumerId}, excluded.consumer_id)`,
            doubleOptin: sql`${subscriptions.optin} and ${subscriptions.doubleOptin}`,
            optinAt: sql`case when ${subscriptions.optin} then ${subscriptions.optinAt} else excluded.optin_at end`,
            optin: true,
            optoutAt: null,
            updatedAt: fields.at,
          },
        })
        .returning();
      if (!row) throw new Error('the subscription was not stored');
      return row;
    },

    /** Opts one of a consumer's subscriptions out (kept, with the date). */
    async optOut(runner: Runner, consumerId: string, key: Omit<SubscriptionKey, 'recipient'>, at: Date): Promise<void> {
      await runner
        .update(subscriptions)
        .set({ optin: false, doubleOptin: false, optoutAt: at, updatedAt: at })
        .where(
          and(
            eq(subscriptions.consumerId, consumerId),
            eq(subscriptions.siteId, key.siteId),
            eq(subscriptions.channel, key.channel),
            eq(subscriptions.type, key.type),
            eq(subscriptions.optin, true),
          ),
        );
    },

    /** Opts one subscription out by its id (an unsubscribe link): the first opt-out's date is kept. */
    async optOutById(id: string, at: Date): Promise<SubscriptionRow | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ optin: false, doubleOptin: false, optoutAt: at, updatedAt: at })
          .where(and(eq(subscriptions.id, id), eq(subscriptions.optin, true)));
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
        return row;
      });
    },

    async issueToken(runner: Runner, tokenHash: string, subscriptionId: string, now: Date, expiresAt: Date): Promise<void> {
      await runner.insert(subscriptionConfirmTokens).values({ tokenHash, subscriptionId, createdAt: now, expiresAt });
    },

    /** Spends a confirmation token (one wins a race) and confirms its subscription if still opted in. */
    async confirm(tokenHash: string, now: Date): Promise<SubscriptionRow | undefined> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(subscriptionConfirmTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(subscriptionConfirmTokens.tokenHash, tokenHash),
              isNull(subscriptionConfirmTokens.usedAt),
              sql`${subscriptionConfirmTokens.expiresAt} > ${now.toISOString()}`,
            ),
          )
          .returning({ subscriptionId: subscriptionConfirmTokens.subscriptionId });
        if (!spent) return undefined;
        const [row] = await tx
          .update(subscriptions)
          .set({ doubleOptin: true, updatedAt: now })
          .where(and(eq(subscriptions.id, spent.subscriptionId), eq(subscriptions.optin, true)))
          .returning();
        return row;
      });
    },

    async expireTokens(now: Date): Promise<number> {
      const gone = await db
        .delete(subscriptionConfirmTokens)
        .where(lte(subscriptionConfirmTokens.expiresAt, now))
        .returning({ hash: subscriptionConfirmTokens.tokenHash });
      return gone.length;
    },

    async notificationsOf(consumerId: string) {
      const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.consumerId, consumerId));
      return row?.preferences;
    },

    async setNotifications(consumerId: string, preferences: Record<string, { email: boolean; sms: boolean }>, at: Date): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ consumerId, preferences, updatedAt: at })
        .onConflictDoUpdate({ target: notificationPreferences.consumerId, set: { preferences, updatedAt: at } });
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
