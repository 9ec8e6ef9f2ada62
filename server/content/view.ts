import { PREVIEW_DATE_HEADER, type ContentMode } from '../../schemas';
import { ApiError } from '../http/api-error';
import type { DocumentKey } from './document-keys';
import { parseIsoDate } from './preview-date';

/**
 * Which versions a read may see. Publish: the newest published version live now. Preview without a
 * date: the newest version, draft or published. Preview with a date: the newest published version
 * live at that date, scheduled ones included.
 */
export interface ContentView {
  readonly mode: ContentMode;
  readonly previewDate?: Date;
}

/** What the public sees: the version that went live last. */
export const PUBLISHED: ContentView = { mode: 'publish' };

/** The view of a content call: the preview date header counts in preview mode only. */
export function viewFor(mode: ContentMode, headers: Readonly<Record<string, string | string[] | undefined>>): ContentView {
  return previewView(mode, headers[PREVIEW_DATE_HEADER]);
}

/** The view of a content call from the preview date header's raw value; a value that is no ISO date-time is a 400. */
export function previewView(mode: ContentMode, raw: string | string[] | undefined): ContentView {
  if (mode === 'publish') return { mode };
  if (raw === undefined || raw === '') return { mode };
  const previewDate = typeof raw === 'string' ? parseIsoDate(raw) : undefined;
  if (!previewDate) {
    const field = `headers.${PREVIEW_DATE_HEADER}`;
    throw ApiError.badRequest(`${field}: must be an ISO 8601 date-time between 1970 and 9999, e.g. 2030-01-31T09:00:00Z`, field);
  }
  return { mode, previewDate };
}

/** What a request says about the versions it may see. */
export interface ViewRequest {
  /** The raw preview date header (counts in preview mode only; a bad one is a 400). */
  readonly previewDate?: string | string[] | undefined;
  /** In preview mode, the one document whose draft may be seen (a share link's); every other one is read as published. */
  readonly draftScope?: DocumentKey | undefined;
}

const sameDocument = (a: DocumentKey, b: DocumentKey) => a.siteId === b.siteId && a.docType === b.docType && a.key === b.key;

/**
 * The one visibility rule: the view a request in `mode` gets of `key` (of anything but one document when `key` is
 * left out). The mode and preview date decide, except that a share link's request sees published versions outside
 * its own document.
 * @example viewOf('preview', { draftScope: about }, home) // { mode: 'publish' }
 */
export function viewOf(mode: ContentMode, request: ViewRequest, key?: DocumentKey): ContentView {
  const view = previewView(mode, request.previewDate);
  return request.draftScope && !(key && sameDocument(key, request.draftScope)) ? PUBLISHED : view;
}
