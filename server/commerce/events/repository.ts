import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { eventRegistrations, type Database, type EventRegistrationRow } from '../../db/index';

export type NewRegistration = Omit<EventRegistrationRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Event registrations: one row per consumer and event, written or changed in one statement. */
export function eventRepository(db: Database) {
  return {
    /** Stores the registration, or changes the consumer's earlier one for this event; says which it was. */
    async upsert(entry: NewRegistration): Promise<{ row: EventRegistrationRow; created: boolean }> {
      const [result] = await db
        .insert(eventRegistrations)
        .values({ id: `ev-${randomUUID()}`, ...entry })
        .onConflictDoUpdate({
          target: [eventRegistrations.consumerId, eventRegistrations.eventId],
          set: {
            siteId: entry.siteId,
            email: entry.email,
            firstName: entry.firstName,
            lastName: entry.lastName,
            gender: entry.gender,
            phone: entry.phone,
            attendingDays: entry.attendingDays,
            plusOne: entry.plusOne,
            clientTimestamp: entry.clientTimestamp,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!result) throw new Error('an event registration was not stored');
      return { row: result, created: result.createdAt.getTime() === result.updatedAt.getTime() };
    },
  };
}
