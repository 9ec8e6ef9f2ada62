import type { Database } from '../database';
import { contentDocuments, type NewContentDocumentRow } from '../schema/index';
import type { SeedDocument } from './types';

/** Rows per insert statement: keeps each statement well under PostgreSQL's parameter limit. */
const CHUNK = 200;

/**
 * Inserts each document as published version 1 unless a version of (siteId, docType, key) exists.
 * Idempotent and race-safe: version 1 exists whenever any version does (versions start at 1 and are
 * never deleted), so a conflict on the version key means "already there". One transaction.
 * @returns how many documents were inserted.
 */
export async function seedDemoContent(db: Database, documents: readonly SeedDocument[]): Promise<number> {
  const now = new Date();
  const rows: NewContentDocumentRow[] = documents.map((doc) => ({
    siteId: doc.siteId,
    docType: doc.docType,
    key: doc.key,
    parentKey: doc.parentKey ?? null,
    name: doc.name,
    version: 1,
    status: 'published',
    publishAt: null,
    publishedAt: now,
    data: doc.data,
  }));
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const result = await tx
        .insert(contentDocuments)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoNothing({ target: [contentDocuments.siteId, contentDocuments.docType, contentDocuments.key, contentDocuments.version] })
        .returning({ id: contentDocuments.id });
      inserted += result.length;
    }
    return inserted;
  });
}
