import { z } from 'zod';
import { articleSearchQuerySchema, articleSearchResponseSchema } from '../articles';
import {
  augmentedPageSchema,
  categoryIdSchema,
  childrenResponseSchema,
  contentQuerySchema,
  contentResponseSchema,
  productIdSchema,
  searchContentQuerySchema,
  showcaseDocTypeSchema,
  showcaseQuerySchema,
  showcaseResponseSchema,
  siteIdSchema,
  slugSchema,
  type ContentMode,
} from '../content';
import { operation, type Operation } from './operation';

const siteParams = z.object({ siteId: siteIdSchema });
const document = { query: contentQuerySchema, answer: contentResponseSchema } as const;

/**
 * The content calls of spec 001 §7 below `/{mode}/caas/v1`, by their path there. Each is served once per mode:
 * `publish` answers what is live, `preview` drafts too (editors and share links only).
 */
export const contentCalls = {
  'canvas/augmentedpage/:siteId/:page': {
    ...document,
    params: siteParams.extend({ page: augmentedPageSchema }),
    what: "A page with its category's products filled in",
  },
  'canvas/category/:siteId/:categoryId': { ...document, params: siteParams.extend({ categoryId: categoryIdSchema }), what: "A category's content" },
  // `q` is accepted for the caller's logs; the search page's content does not vary by query.
  'canvas/search/:siteId/:searchType': {
    ...document,
    query: searchContentQuerySchema,
    params: siteParams.extend({ searchType: slugSchema }),
    what: 'The content of a search results page',
  },
  'canvas/page/:siteId/:page': { ...document, params: siteParams.extend({ page: slugSchema }), what: 'A content page by its slug' },
  'canvas/product/:siteId/:productId': { ...document, params: siteParams.extend({ productId: productIdSchema }), what: "A product page's content" },
  'canvas/fragment/:fragmentId': {
    ...document,
    params: z.object({ fragmentId: slugSchema }),
    what: 'A fragment (a piece of content shared by pages)',
  },
  'canvas/footer/:siteId': { ...document, params: siteParams, what: "The site's footer" },
  'canvas/menu/:siteId': { ...document, params: siteParams, what: "The site's mega menu" },
  'canvas/popups/:siteId': { ...document, params: siteParams, what: "The site's pop-ups" },
  'canvas/children/:siteId/:parentPageSlug': {
    query: contentQuerySchema,
    answer: childrenResponseSchema,
    params: siteParams.extend({ parentPageSlug: slugSchema }),
    what: 'The pages below a page',
  },
  'canvas/showcase/:siteId/:docType': {
    query: showcaseQuerySchema,
    answer: showcaseResponseSchema,
    params: siteParams.extend({ docType: showcaseDocTypeSchema }),
    what: "Every document of a type (the editor's showcase)",
  },
  // Spec 001 §7 names article search without its path.
  'articles/:siteId': {
    query: articleSearchQuerySchema,
    answer: articleSearchResponseSchema,
    params: siteParams,
    what: 'Article search: tags, text, paging and facets',
  },
} as const;

type ContentCalls = typeof contentCalls;
export type ContentCallPath = keyof ContentCalls;

/** The content operations of one mode, keyed `GET /{mode}/caas/v1/{path}`. */
export type ContentOperations<M extends ContentMode> = {
  readonly [P in ContentCallPath as `GET /${M}/caas/v1/${P}`]: Omit<ContentCalls[P], 'what'> & { readonly summary: string };
};

const how = (mode: ContentMode) => (mode === 'publish' ? 'as published' : 'as previewed (drafts, `x-preview-date`; editors and share links only)');

/** The key of a content call in a mode, e.g. `GET /publish/caas/v1/canvas/menu/:siteId`. */
export const contentKey = <M extends ContentMode, P extends ContentCallPath>(mode: M, path: P) => `GET /${mode}/caas/v1/${path}` as const;

export function contentOperations<M extends ContentMode>(mode: M): ContentOperations<M> {
  const entries = Object.entries(contentCalls).map(([path, { what, ...call }]) => [
    contentKey(mode, path as ContentCallPath),
    operation({ ...call, summary: `${what}, ${how(mode)}` } satisfies Operation),
  ]);
  return Object.fromEntries(entries) as ContentOperations<M>;
}
