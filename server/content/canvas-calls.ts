import type { z } from 'zod';
import { contentCalls, type ContentCallPath } from '../../schemas';
import { GLOBAL_SITE_ID, singletonKey, type DocumentKey, type SingletonDocType } from './document-keys';

/** The query flags every canvas call reads. */
export interface CallFlags {
  readonly removeNulls?: boolean | undefined;
  readonly bypassAllCache?: boolean | undefined;
}

/**
 * One document call of spec 001 §7: its path below `/{mode}/caas/v1` and schemas (from the API contract), how its
 * parameters name a document.
 */
export interface DocumentCall<P extends z.ZodObject = z.ZodObject> {
  readonly path: ContentCallPath;
  readonly params: P;
  readonly toKey: (params: z.output<P>) => DocumentKey;
  /** Page-like documents are answered with the site's espots. */
  readonly pageLike: boolean;
  readonly querystring: z.ZodType<CallFlags>;
}

type DocumentPath = {
  [P in ContentCallPath]: (typeof contentCalls)[P]['answer'] extends (typeof contentCalls)['canvas/page/:siteId/:page']['answer'] ? P : never;
}[ContentCallPath];

const call = <P extends DocumentPath>(
  path: P,
  toKey: (params: z.output<(typeof contentCalls)[P]['params']>) => DocumentKey,
  pageLike: boolean,
): DocumentCall => ({
  path,
  params: contentCalls[path].params,
  toKey: toKey as DocumentCall['toKey'],
  pageLike,
  querystring: contentCalls[path].query,
});

// The three singletons' calls take the same parameters (`siteId`), so one typing serves them.
const singleton = (docType: SingletonDocType) =>
  call(`canvas/${docType}/:siteId` as 'canvas/menu/:siteId', (p) => ({ siteId: p.siteId, docType, key: singletonKey(docType) }), false);

/**
 * The document calls, named as in the API client's `ContentApi`. The routes and the server render's direct
 * calls both validate through these, so a bad parameter is the same 400 either way.
 */
export const documentCalls = {
  augmentedPage: call('canvas/augmentedpage/:siteId/:page', (p) => ({ siteId: p.siteId, docType: 'augmentedpage', key: p.page }), true),
  category: call('canvas/category/:siteId/:categoryId', (p) => ({ siteId: p.siteId, docType: 'category', key: p.categoryId }), true),
  search: call('canvas/search/:siteId/:searchType', (p) => ({ siteId: p.siteId, docType: 'search', key: p.searchType }), true),
  page: call('canvas/page/:siteId/:page', (p) => ({ siteId: p.siteId, docType: 'page', key: p.page }), true),
  product: call('canvas/product/:siteId/:productId', (p) => ({ siteId: p.siteId, docType: 'product', key: p.productId }), true),
  fragment: call('canvas/fragment/:fragmentId', (p) => ({ siteId: GLOBAL_SITE_ID, docType: 'fragment', key: p.fragmentId }), false),
  footer: singleton('footer'),
  menu: singleton('menu'),
  popups: singleton('popups'),
} as const satisfies Record<string, DocumentCall>;

export type DocumentCallName = keyof typeof documentCalls;
