import { z } from 'zod';
import { text } from '../../schemas';
import type { ChildrenResponse, ContentDocument, ContentResponse, ShowcaseResponse } from '../../schemas';
import type { ContentDocumentRow } from '../db/index';
import type { DocType } from '../../schemas';
import { removeNulls } from './remove-nulls';

export type Espot = NonNullable<ContentResponse['espots']>[number];

/** Loose on purpose: sections are validated block by block by the runtime, not here. */
const storedEspot = z.object({ routePattern: text().min(1), sections: z.array(z.unknown()).default([]) });

/** The espots of stored espot documents; a document whose data is not an espot is skipped. */
export function toEspots(rows: readonly ContentDocumentRow[], onInvalid: (row: ContentDocumentRow) => void): Espot[] {
  return rows.flatMap((row) => {
    const parsed = storedEspot.safeParse(row.data);
    if (!parsed.success) {
      onInvalid(row);
      return [];
    }
    return [{ routePattern: parsed.data.routePattern, sections: parsed.data.sections }];
  });
}

const clean = <T>(value: T, strip: boolean): T => (strip ? (removeNulls(value) as T) : value);

export function toContentResponse(row: ContentDocumentRow, espots: readonly Espot[] | undefined, strip: boolean): ContentResponse {
  return {
    id: row.id,
    siteId: row.siteId,
    docType: row.docType,
    key: row.key,
    ...(row.parentKey ? { parentKey: row.parentKey } : {}),
    name: row.name,
    version: row.version,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    data: clean(row.data, strip),
    ...(espots === undefined ? {} : { espots: clean([...espots], strip) }),
  };
}

/** `paths`: each page's path below the locale by key (pages only). */
export function toShowcaseResponse(docType: DocType, rows: readonly ContentDocumentRow[], paths?: ReadonlyMap<string, string>): ShowcaseResponse {
  return {
    docType,
    results: rows.map((row) => {
      const path = paths?.get(row.key);
      return {
        id: row.id,
        name: row.name,
        key: row.key,
        parentKey: row.parentKey,
        status: row.status,
        version: row.version,
        ...(path ? { path } : {}),
      };
    }),
  };
}

export function toChildrenResponse(parent: string, rows: readonly ContentDocumentRow[], strip: boolean): ChildrenResponse {
  return {
    parent,
    children: rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      ...(row.data.seo === undefined ? {} : { seo: clean(row.data.seo, strip) }),
    })),
  };
}

/** A stored version as the shared `ContentDocument` (admin API, editor): it last changed when it was published, else saved. */
export function toContentDocument(row: ContentDocumentRow): ContentDocument {
  return {
    id: row.id,
    siteId: row.siteId,
    docType: row.docType,
    key: row.key,
    parentKey: row.parentKey,
    name: row.name,
    version: row.version,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    data: row.data,
  };
}
