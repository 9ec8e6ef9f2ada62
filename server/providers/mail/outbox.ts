import { desc, eq } from 'drizzle-orm';
import { mailOutbox, type Database } from '../../db/index';
import type { MailMessage, Mailer } from './port';

/**
 * The development mailer: every message goes to the outbox table, where `/dev/mail` shows it (outside
 * production) and tests read it. A real provider is another adapter of the port.
 */
export function createOutboxMailer(db: Database) {
  return {
    async send(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values(message);
    },
    async list(limit = 50) {
      return db
        .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
    async message(id: number) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  } satisfies Mailer & Record<string, unknown>;
}

export type OutboxMailer = ReturnType<typeof createOutboxMailer>;
