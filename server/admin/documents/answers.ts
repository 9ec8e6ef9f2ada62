import type { AdminDocument, AdminDocumentSummary, DocumentVersionEntry } from '../../../schemas';
import type { ContentDocumentRow } from '../../db/index';
import type { VersionHead } from '../../content/index';
import { documentId } from './document-id';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** A document as the list shows it, from its newest version (with its meta description, when the list read it). */
export function toSummary(
  row: VersionHead,
  scheduledAt: Date | null,
  liveVersion: number | null,
  seoDescription?: string | null,
): AdminDocumentSummary {
  return {
    id: documentId(row),
    siteId: row.siteId,
    docType: row.docType,
    key: row.key,
    name: row.name,
    status: row.status,
    version: row.version,
    publishAt: iso(scheduledAt),
    updatedAt: row.createdAt.toISOString(),
    liveVersion,
    ...(typeof seoDescription === 'string' && seoDescription !== '' ? { seoDescription } : {}),
  };
}

/** A document to edit: its newest version with its data. */
export function toDocument(row: ContentDocumentRow, scheduledAt: Date | null, liveVersion: number | null, previewPath?: string): AdminDocument {
  return {
    ...toSummary(row, scheduledAt, liveVersion),
    parentKey: row.parentKey,
    ...(previewPath === undefined ? {} : { previewPath }),
    data: row.data,
  };
}

/** One stored version for the versions list: `liveVersion` is the one the public sees at `now`. */
export function toVersion(row: ContentDocumentRow, liveVersion: number | null, author: string | undefined, now: Date): DocumentVersionEntry {
  return {
    version: row.version,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    publishAt: iso(row.publishAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedBy: author ?? null,
    live: row.version === liveVersion,
    scheduled: row.status === 'published' && row.publishAt !== null && row.publishAt > now,
  };
}
