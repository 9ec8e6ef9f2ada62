import type { DocType } from '../../../schemas';
import { docTypes } from '../../../schemas';
import type { DocumentKey } from '../../content/document-keys';

/**
 * The admin API's document id: one opaque, URL-safe string per document (site, docType, key), the same for all its
 * versions and across renames (a rename changes the name, never the key).
 * @example documentId({ siteId: 'ridgeline-en-us', docType: 'page', key: 'home' }) // 'WyJyaWRnZWxpbmUt…'
 */
export function documentId(key: DocumentKey): string {
  return Buffer.from(JSON.stringify([key.siteId, key.docType, key.key]), 'utf8').toString('base64url');
}

/** The document a id names, or undefined when it is not one `documentId` made. */
export function parseDocumentId(id: string): DocumentKey | undefined {
  if (!/^[A-Za-z0-9_-]{1,700}$/.test(id)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === 'string' && part.length > 0)) return undefined;
  const [siteId, docType, key] = parsed as [string, string, string];
  if (!(docTypes as readonly string[]).includes(docType)) return undefined;
  return { siteId, docType: docType as DocType, key };
}
