import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  augmentedPageSchema, categoryIdSchema, childrenResponseSchema, contentModeSchema, contentQuerySchema, contentResponseSchema,
  productIdSchema, searchContentQuerySchema, showcaseDocTypeSchema, showcaseQuerySchema, showcaseResponseSchema,
  siteIdSchema, slugSchema, type ContentMode,
} from '../../schemas';
import { siteById } from '../../runtime/core';
import { ApiError } from '../http/api-error';
import { describeKey, GLOBAL_SITE_ID, singletonKey, type DocumentKey, type SingletonDocType } from './document-keys';
import { viewFor } from './preview-date';
import type { ContentDocumentRow } from '../db/index';
import type { ContentRepository } from './repository';
import { toChildrenResponse, toContentResponse, toEspots, toShowcaseResponse } from './responses';
import type { ContentView } from './view';

/** How deep the storefront nests pages (`/help/returns/how-to-return`). */
const MAX_PARENTS = 2;

/**
 * Each listed page's one path below the locale, through its parents' `parentKey`s (the storefront serves a page
 * there and answers 301 anywhere else), so the editor's preview link opens it without a redirect. A page whose
 * parents are missing or nest deeper than the storefront serves gets none.
 */
async function pagePaths(repository: ContentRepository, siteId: string, rows: readonly ContentDocumentRow[], view: ContentView): Promise<Map<string, string>> {
  // By key: the page's parent key, null at the top, undefined when there is no such page.
  const parentOf = new Map<string, string | null | undefined>(rows.map((row) => [row.key, row.parentKey]));
  const parentKeyOf = async (key: string): Promise<string | null | undefined> => {
    if (!parentOf.has(key)) parentOf.set(key, (await repository.read({ siteId, docType: 'page', key }, view))?.parentKey);
    return parentOf.get(key);
  };
  const paths = new Map<string, string>();
  for (const row of rows) {
    const keys = [row.key];
    let parent: string | null | undefined = row.parentKey;
    while (typeof parent === 'string' && keys.length <= MAX_PARENTS) {
      keys.unshift(parent);
      parent = await parentKeyOf(parent);
    }
    if (parent !== null) continue; // a missing parent, or nested deeper than the storefront serves
    paths.set(row.key, row.key === 'home' ? '/' : `/${keys.join('/')}`);
  }
  return paths;
}

export interface ContentRoutesOptions {
  readonly repository: ContentRepository;
}

const siteParams = z.object({ siteId: siteIdSchema });

interface CallFlags { readonly removeNulls?: boolean | undefined; readonly bypassAllCache?: boolean | undefined }

/**
 * Publish answers may sit in shared caches briefly; preview answers are per editor and never cached,
 * nor is anything asked for with `bypassAllCache=true`.
 */
const cacheControl = (mode: ContentMode, query: CallFlags) =>
  mode === 'publish' && query.bypassAllCache !== true ? 'public, max-age=60' : 'no-store';

function requireSite(siteId: string): void {
  if (!siteById(siteId)) throw ApiError.notFound(`Unknown site "${siteId}"`);
}

function notFound(key: DocumentKey, view: ContentView): ApiError {
  const what = describeKey(key);
  if (view.mode === 'publish') return ApiError.notFound(`No published ${what}`);
  if (view.previewDate) return ApiError.notFound(`No ${what} is published for ${view.previewDate.toISOString()}`);
  return ApiError.notFound(`No version of ${what}`);
}

/** The spec's content calls (spec 001 §7), once per mode under `/{mode}/caas/v1/canvas`. */
export const contentRoutes: FastifyPluginCallbackZod<ContentRoutesOptions> = (app, { repository }, done) => {
  const answerDocument = async (
    request: FastifyRequest, reply: FastifyReply, mode: ContentMode, key: DocumentKey, pageLike: boolean, query: CallFlags,
  ) => {
    if (key.siteId !== GLOBAL_SITE_ID) requireSite(key.siteId);
    const view = viewFor(mode, request.headers);
    const row = await repository.read(key, view);
    if (!row) throw notFound(key, view);
    const espots = pageLike
      ? toEspots(await repository.listLive(key.siteId, 'espot', view), (bad) =>
          request.log.warn({ documentId: bad.id, key: bad.key }, 'espot document without routePattern/sections skipped'))
      : undefined;
    void reply.header('cache-control', cacheControl(mode, query));
    return toContentResponse(row, espots, query.removeNulls === true);
  };

  for (const mode of contentModeSchema.options) {
    const base = `/${mode}/caas/v1/canvas`;
    const response = { 200: contentResponseSchema };
    const documentCall = <P extends z.ZodObject>(
      path: string, params: P, toKey: (params: z.output<P>) => DocumentKey, pageLike: boolean,
      querystring: z.ZodType<CallFlags> = contentQuerySchema,
    ) =>
      app.get(`${base}/${path}`, { schema: { params, querystring, response } }, (request, reply) =>
        answerDocument(request, reply, mode, toKey(request.params as z.output<P>), pageLike, request.query));

    const singleton = (docType: SingletonDocType) =>
      documentCall(`${docType}/:siteId`, siteParams, (p) => ({ siteId: p.siteId, docType, key: singletonKey(docType) }), false);

    documentCall('augmentedpage/:siteId/:page', siteParams.extend({ page: augmentedPageSchema }),
      (p) => ({ siteId: p.siteId, docType: 'augmentedpage', key: p.page }), true);
    documentCall('category/:siteId/:categoryId', siteParams.extend({ categoryId: categoryIdSchema }),
      (p) => ({ siteId: p.siteId, docType: 'category', key: p.categoryId }), true);
    // `q` is accepted for the caller's logs; the search page's content does not vary by query.
    documentCall('search/:siteId/:searchType', siteParams.extend({ searchType: slugSchema }),
      (p) => ({ siteId: p.siteId, docType: 'search', key: p.searchType }), true, searchContentQuerySchema);
    documentCall('page/:siteId/:page', siteParams.extend({ page: slugSchema }),
      (p) => ({ siteId: p.siteId, docType: 'page', key: p.page }), true);
    documentCall('product/:siteId/:productId', siteParams.extend({ productId: productIdSchema }),
      (p) => ({ siteId: p.siteId, docType: 'product', key: p.productId }), true);
    documentCall('fragment/:fragmentId', z.object({ fragmentId: slugSchema }),
      (p) => ({ siteId: GLOBAL_SITE_ID, docType: 'fragment', key: p.fragmentId }), false);
    singleton('footer');
    singleton('menu');
    singleton('popups');

    app.get(`${base}/children/:siteId/:parentPageSlug`, {
      schema: { params: siteParams.extend({ parentPageSlug: slugSchema }), querystring: contentQuerySchema, response: { 200: childrenResponseSchema } },
    }, async (request, reply) => {
      const { siteId, parentPageSlug } = request.params;
      requireSite(siteId);
      const view = viewFor(mode, request.headers);
      const parentKey: DocumentKey = { siteId, docType: 'page', key: parentPageSlug };
      if (!(await repository.read(parentKey, view))) throw notFound(parentKey, view);
      const children = await repository.children(siteId, parentPageSlug, view);
      void reply.header('cache-control', cacheControl(mode, request.query));
      return toChildrenResponse(parentPageSlug, children, request.query.removeNulls === true);
    });

    app.get(`${base}/showcase/:siteId/:docType`, {
      schema: { params: siteParams.extend({ docType: showcaseDocTypeSchema }), querystring: showcaseQuerySchema, response: { 200: showcaseResponseSchema } },
    }, async (request, reply) => {
      const { siteId, docType } = request.params;
      requireSite(siteId);
      const { layoutVariant, limit } = request.query;
      const rows = await repository.listForShowcase({ siteId, docType, limit, ...(layoutVariant ? { layoutVariant } : {}) }, viewFor(mode, request.headers));
      void reply.header('cache-control', cacheControl(mode, request.query));
      return toShowcaseResponse(docType, rows, docType === 'page' ? await pagePaths(repository, siteId, rows, viewFor(mode, request.headers)) : undefined);
    });
  }
  done();
};
