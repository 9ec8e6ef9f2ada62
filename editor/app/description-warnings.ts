import { META_DESCRIPTION_MAX, type Translate } from '../../runtime/core';
import type { AdminApi, DocumentSummary } from '../api';

/** Another document of the site as the list names it, with its meta description. */
export type DescribedDocument = Pick<DocumentSummary, 'id' | 'docType' | 'key' | 'name' | 'seoDescription'>;

/** The docTypes whose pages search engines index with their own description: content pages and categories. */
const describedTypes = ['page', 'category'] as const;
const PAGE = 200;

/** Two descriptions are the same to a reader (and a search engine) whatever their case and spacing. */
const comparable = (text: string): string => text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase();

/**
 * The site's pages and categories that have a meta description, except the one being edited: every page of the list
 * (it reads each document's newest version, drafts included, as the editor sees them).
 */
export async function loadSiteDescriptions(api: AdminApi, siteId: string, exceptId: string): Promise<DescribedDocument[]> {
  const found: DescribedDocument[] = [];
  for (const docType of describedTypes) {
    for (let offset = 0; ; offset += PAGE) {
      const documents = await api.listDocuments({ siteId, docType, limit: PAGE, offset });
      found.push(...documents.filter((d) => d.id !== exceptId && typeof d.seoDescription === 'string' && d.seoDescription.trim() !== ''));
      if (documents.length < PAGE) break;
    }
  }
  return found;
}

/** The other documents whose description reads the same as `description` (none for an empty one). */
export function sameDescription(description: string, others: readonly DescribedDocument[]): DescribedDocument[] {
  const own = comparable(description);
  if (own === '') return [];
  return others.filter((other) => comparable(other.seoDescription ?? '') === own);
}

/**
 * What the description field warns about, in the editor's words: other pages of the site that already say the same
 * (named by their title), and a description longer than search engines show. Warnings never block saving.
 */
export function descriptionWarnings(description: unknown, others: readonly DescribedDocument[], t: Translate): string[] {
  if (typeof description !== 'string') return [];
  const warnings: string[] = [];
  const same = sameDescription(description, others);
  if (same.length > 0) {
    const pages = same.map((d) => t('editor.settings.pageName', { name: d.name, key: d.key })).join(', ');
    warnings.push(t('editor.settings.descriptionShared', { count: same.length, pages }));
  }
  const length = [...description.trim()].length;
  if (length > META_DESCRIPTION_MAX) warnings.push(t('editor.settings.descriptionLong', { max: META_DESCRIPTION_MAX, count: length }));
  return warnings;
}
