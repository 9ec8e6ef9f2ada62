import type { z } from 'zod';
import { contentCalls, type ContentMode } from '../../schemas';
import { ApiError as ClientApiError } from '../../runtime/core';
import type { ContentApi, Logger, ServerContent } from '../../runtime/core';
import { ApiError, errorEnvelope } from '../http/api-error';
import { documentCalls, type DocumentCallName } from './canvas-calls';
import type { ContentCallContext, ContentService } from './content-service';
import type { DocumentKey } from './document-keys';

export interface DirectContentOptions {
  /** The page request's correlation id, named in error envelopes as the routes would. */
  readonly correlationId: string;
  readonly previewDate?: string | undefined;
  readonly log: Pick<Logger, 'warn'>;
  /** The one document whose draft the page may show (a share link let the request in); others read as published. */
  readonly draftScope?: DocumentKey | undefined;
}

const NUL = '\u0000';

/** Parameters and query as the routes validate them; a failure is the routes' 400. */
function parse<S extends z.ZodType>(schema: S, input: Record<string, unknown>, where: 'params' | 'query'): z.output<S> {
  // The HTTP app refuses a NUL anywhere in the URL before routing (PostgreSQL cannot store it).
  if (Object.values(input).some((value) => typeof value === 'string' && value.includes(NUL))) {
    throw ApiError.badRequest('request: must not contain the NUL character (%00)', 'request');
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: [where, ...issue.path.map(String)].join('.'), message: issue.message }));
  throw ApiError.badRequest(fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields[0]?.field ?? where);
}

/**
 * The content service as the server render's loaders read it: the API client's `ContentApi` (and article
 * search) answered by direct calls, with the routes' validation and `removeNulls=true` as the client always
 * asks. Errors are the client's `ApiError` with the routes' envelope, so `isNotFound` reads them alike.
 */
export function directContent(service: ContentService, options: DirectContentOptions): ServerContent {
  const ctx: ContentCallContext = { previewDate: options.previewDate, removeNulls: true, log: options.log, draftScope: options.draftScope };
  const answer = async <T>(mode: ContentMode, what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const envelope = errorEnvelope(options.correlationId, error.errorId, error.message, error.field);
      throw new ClientApiError(error.statusCode, envelope, `/${mode}/caas/v1/${what}`);
    }
  };
  const document = (name: DocumentCallName, mode: ContentMode, params: Record<string, string>, query: Record<string, string | undefined> = {}) =>
    answer(mode, `canvas/${name}`, () => {
      const call = documentCalls[name];
      const key = call.toKey(parse(call.params, params, 'params'));
      parse(call.querystring, query, 'query');
      return service.document(mode, key, call.pageLike, ctx);
    });

  const content: ContentApi = {
    page: (mode, siteId, page) => document('page', mode, { siteId, page }),
    augmentedPage: (mode, siteId, page) => document('augmentedPage', mode, { siteId, page }),
    category: (mode, siteId, categoryId) => document('category', mode, { siteId, categoryId }),
    product: (mode, siteId, productId) => document('product', mode, { siteId, productId }),
    search: (mode, siteId, searchType, q) => document('search', mode, { siteId, searchType }, { q }),
    footer: (mode, siteId) => document('footer', mode, { siteId }),
    menu: (mode, siteId) => document('menu', mode, { siteId }),
    fragment: (mode, fragmentId) => document('fragment', mode, { fragmentId }),
    popups: (mode, siteId) => document('popups', mode, { siteId }),
    children: (mode, siteId, parentPageSlug) =>
      answer(mode, 'canvas/children', () => {
        const params = parse(contentCalls['canvas/children/:siteId/:parentPageSlug'].params, { siteId, parentPageSlug }, 'params');
        return service.children(mode, params.siteId, params.parentPageSlug, ctx);
      }),
    showcase: (mode, siteId, docType, query = {}) =>
      answer(mode, 'canvas/showcase', () => {
        const params = parse(contentCalls['canvas/showcase/:siteId/:docType'].params, { siteId, docType }, 'params');
        const { layoutVariant, limit } = parse(
          contentCalls['canvas/showcase/:siteId/:docType'].query,
          { layoutVariant: query.layoutVariant, limit: query.limit?.toString() },
          'query',
        );
        return service.showcase(mode, { siteId: params.siteId, docType: params.docType, limit, ...(layoutVariant ? { layoutVariant } : {}) }, ctx);
      }),
  };

  return {
    content,
    searchArticles: (mode, siteId, query) =>
      answer(mode, 'articles', () => {
        parse(contentCalls['articles/:siteId'].params, { siteId }, 'params');
        const { tagId, offset, limit, q, excludeId } = parse(
          contentCalls['articles/:siteId'].query,
          {
            tagId: query.tagIds?.length ? query.tagIds.join(',') : undefined,
            offset: query.offset?.toString(),
            limit: query.limit?.toString(),
            q: query.q || undefined,
            excludeId: query.excludeId,
          },
          'query',
        );
        return service.articles(mode, siteId, { tagIds: tagId ?? [], offset, limit, q: q || undefined, excludeId }, ctx);
      }),
  };
}
