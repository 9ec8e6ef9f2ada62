import type { Database } from '../db/database';
import { contentDocuments, contentTombstones, type NewContentDocumentRow } from '../db/schema/index';
import type { SeedDocument } from './types';

/** Rows per insert statement: keeps each statement well under PostgreSQL's parameter limit. */
const CHUNK = 200;

const tombstoneKey = (siteId: string, docType: string, key: string): string => `${siteId}\u0001${docType}\u0001${key}`;

/**
 * Inserts each document as published version 1 unless a version of (siteId, docType, key) exists, or an
 * editor deleted that document (its key has a tombstone). Idempotent and race-safe: version 1 exists
 * whenever any version does (versions start at 1, and only a delete, which leaves the tombstone, removes
 * them), so a conflict on the version key means "already there". One transaction.
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
    const deleted = new Set((await tx.select().from(contentTombstones)).map((t) => tombstoneKey(t.siteId, t.docType, t.key)));
    const wanted = deleted.size === 0 ? rows : rows.filter((row) => !deleted.has(tombstoneKey(row.siteId, row.docType, row.key)));
    let inserted = 0;
    for (let start = 0; start < wanted.length; start += CHUNK) {
      const result = await tx
        .insert(contentDocuments)
        .values(wanted.slice(start, start + CHUNK))
        .onConflictDoNothing({ target: [contentDocuments.siteId, contentDocuments.docType, contentDocuments.key, contentDocuments.version] })
        .returning({ id: contentDocuments.id });
      inserted += result.length;
    }
    return inserted;
  });
}
