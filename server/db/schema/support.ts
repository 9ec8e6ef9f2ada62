import { index, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Case numbers: `CS`, then this sequence's next value. */
export const supportCaseNumbers = pgSequence('support_case_numbers', { startWith: 100001 });

/**
 * What a shopper asked customer service (spec 000 §1 "Contact-us cases and warranty cases"): a contact-us message from
 * anyone, or a signed-in customer's warranty claim. `consumerId` is set when the writer was signed in (a warranty
 * case always). `details` holds the form as it was sent, checked by its schema; the store's service desk reads it
 * with the e-mail copy it was sent.
 */
export const supportCases = pgTable(
  'support_cases',
  {
    id: text('id').primaryKey(),
    caseNumber: text('case_number').notNull().unique(),
    kind: text('kind', { enum: ['contact', 'warranty'] }).notNull(),
    siteId: text('site_id').notNull(),
    consumerId: text('consumer_id'),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_cases_consumer_idx').on(t.consumerId, t.createdAt), index('support_cases_email_idx').on(t.email, t.createdAt)],
);
