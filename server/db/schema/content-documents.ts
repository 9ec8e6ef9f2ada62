import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { DocType, DocumentStatus } from '../../../schemas';

/**
 * One stored version of a content document. Every save inserts a row; publishing flips a row's
 * status and stamps `published_at`. `publish_at` schedules a published version for later.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: text('site_id').notNull(),
    docType: text('doc_type').$type<DocType>().notNull(),
    key: text('key').notNull(),
    parentKey: text('parent_key'),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_documents_version_key').on(t.siteId, t.docType, t.key, t.version),
    check('content_documents_status_check', sql`${t.status} in ('draft', 'published')`),
    check('content_documents_version_check', sql`${t.version} > 0`),
    // Publish-mode reads: the newest published version that is live at a moment.
    index('content_documents_live_idx')
      .on(t.siteId, t.docType, t.key, sql`coalesce(${t.publishAt}, ${t.publishedAt})`)
      .where(sql`${t.status} = 'published'`),
    // children/{siteId}/{parentPageSlug}
    index('content_documents_parent_idx').on(t.siteId, t.docType, t.parentKey),
  ],
);

export type ContentDocumentRow = typeof contentDocuments.$inferSelect;
export type NewContentDocumentRow = typeof contentDocuments.$inferInsert;
