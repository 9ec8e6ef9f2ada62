import { z } from 'zod';
import {
  augmentedPageSchema, categoryIdSchema, contentQuerySchema, productIdSchema, searchContentQuerySchema, siteIdSchema, slugSchema,
} from '../../schemas';
import { GLOBAL_SITE_ID, singletonKey, type DocumentKey, type SingletonDocType } from './document-keys';

export const siteParams = z.object({ siteId: siteIdSchema });

/** The query flags every canvas call reads. */
export interface CallFlags { readonly removeNulls?: boolean | undefined; readonly bypassAllCache?: boolean | undefined }

/** One document call of spec 001 §7: its path below `/{mode}/caas/v1/canvas`, how its parameters validate and name a document. */
export interface DocumentCall<P extends z.ZodObject = z.ZodObject> {
  readonly path: string;
  readonly params: P;
  readonly toKey: (params: z.output<P>) => DocumentKey;
  /** Page-like documents are answered with the site's espots. */
  readonly pageLike: boolean;
  readonly querystring: z.ZodType<CallFlags>;
}

const call = <P extends z.ZodObject>(
  path: string, params: P, toKey: (params: z.output<P>) => DocumentKey, pageLike: boolean, querystring: z.ZodType<CallFlags> = contentQuerySchema,
): DocumentCall => ({ path, params, toKey: toKey as DocumentCall['toKey'], pageLike, querystring });

const singleton = (docType: SingletonDocType) =>
  call(`${docType}/:siteId`, siteParams, (p) => ({ siteId: p.siteId, docType, key: singletonKey(docType) }), false);

/**
 * The document calls, named as in the API client's `ContentApi`. The routes and the server render's direct
 * calls both validate through these, so a bad parameter is the same 400 either way.
 */
export const documentCalls = {
  augmentedPage: call('augmentedpage/:siteId/:page', siteParams.extend({ page: augmentedPageSchema }),
    (p) => ({ siteId: p.siteId, docType: 'augmentedpage', key: p.page }), true),
  category: call('category/:siteId/:categoryId', siteParams.extend({ categoryId: categoryIdSchema }),
    (p) => ({ siteId: p.siteId, docType: 'category', key: p.categoryId }), true),
  // `q` is accepted for the caller's logs; the search page's content does not vary by query.
  search: call('search/:siteId/:searchType', siteParams.extend({ searchType: slugSchema }),
    (p) => ({ siteId: p.siteId, docType: 'search', key: p.searchType }), true, searchContentQuerySchema),
  page: call('page/:siteId/:page', siteParams.extend({ page: slugSchema }),
    (p) => ({ siteId: p.siteId, docType: 'page', key: p.page }), true),
  product: call('product/:siteId/:productId', siteParams.extend({ productId: productIdSchema }),
    (p) => ({ siteId: p.siteId, docType: 'product', key: p.productId }), true),
  fragment: call('fragment/:fragmentId', z.object({ fragmentId: slugSchema }),
    (p) => ({ siteId: GLOBAL_SITE_ID, docType: 'fragment', key: p.fragmentId }), false),
  footer: singleton('footer'),
  menu: singleton('menu'),
  popups: singleton('popups'),
} as const satisfies Record<string, DocumentCall>;

export type DocumentCallName = keyof typeof documentCalls;
