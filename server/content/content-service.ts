import type { ArticleSearchResponse, ChildrenResponse, ContentMode, ContentResponse, ShowcaseResponse } from '../../schemas';
import { memoizeLru, siteById } from '../../runtime/core';
import type { Logger } from '../../runtime/core';
import { ApiError } from '../http/api-error';
import type { ArticleSearch, ArticleSearchFn } from './articles/article-search';
import { describeKey, GLOBAL_SITE_ID, type DocumentKey } from './document-keys';
import { pagePaths } from './page-paths';
import type { ContentRepository, ShowcaseQuery } from './repository';
import { toChildrenResponse, toContentResponse, toEspots, toShowcaseResponse } from './responses';
import { viewOf, type ContentView, type ViewRequest } from './view';
import type { ContentDocumentRow } from '../db/index';

/** Answers kept per stored revision: every live document of the demo sites in both modes, with room for drafts. */
const ANSWERS_KEPT = 400;

/** A stored row's revision: its id (a save is a new row, its data never changes) and what publishing changes. */
const revision = (row: ContentDocumentRow): string => `${row.id}:${row.status}:${row.publishAt?.getTime() ?? ''}:${row.publishedAt?.getTime() ?? ''}`;

interface Answer {
  readonly row: ContentDocumentRow;
  readonly espotRows: readonly ContentDocumentRow[] | undefined;
  readonly strip: boolean;
  readonly log: ContentCallContext['log'];
}

/**
 * What every content call reads besides its parameters: what the visibility rule reads (the preview date header's
 * raw value, a share link's draft scope) and `removeNulls`.
 */
export interface ContentCallContext extends ViewRequest {
  readonly removeNulls?: boolean | undefined;
  readonly log: Pick<Logger, 'warn'>;
}

function requireSite(siteId: string): void {
  if (!siteById(siteId)) throw ApiError.notFound(`Unknown site "${siteId}"`);
}

function notFound(key: DocumentKey, view: ContentView): ApiError {
  const what = describeKey(key);
  if (view.mode === 'publish') return ApiError.notFound(`No published ${what}`);
  if (view.previewDate) return ApiError.notFound(`No ${what} is published for ${view.previewDate.toISOString()}`);
  return ApiError.notFound(`No version of ${what}`);
}

/**
 * The content calls of spec 001 §7 over the repository, with validated parameters: what the canvas and
 * article routes answer, and what the server render calls directly (no HTTP round trip). Misses and bad
 * input throw `ApiError` (404 / 400), as the routes answer them.
 */
export function createContentService(repository: ContentRepository, searchArticles: ArticleSearchFn) {
  /**
   * One answer object per revision of a document and of the espots it carries: the same revision read again
   * gives the very object answered before (no second copy of its data), which lets the server render keep
   * what it derives from it (the resolved page) beside it. Answers are shared: nothing may change them.
   */
  const answer = memoizeLru(
    ({ row, espotRows, strip, log }: Answer): ContentResponse => {
      const espots =
        espotRows &&
        toEspots(espotRows, (bad) => log.warn({ documentId: bad.id, key: bad.key }, 'espot document without routePattern/sections skipped'));
      return toContentResponse(row, espots, strip);
    },
    ANSWERS_KEPT,
    ({ row, espotRows, strip }) => `${revision(row)}|${espotRows === undefined ? '-' : espotRows.map(revision).join(',')}|${strip}`,
  );

  /** A site's live espots; a shared espot's draft in place of its published version. */
  async function espotsOf(siteId: string, mode: ContentMode, ctx: ContentCallContext): Promise<readonly ContentDocumentRow[]> {
    const rows = await repository.listLive(siteId, 'espot', viewOf(mode, ctx));
    const scope = ctx.draftScope;
    if (mode !== 'preview' || scope?.docType !== 'espot' || scope.siteId !== siteId) return rows;
    const draft = await repository.read(scope, viewOf(mode, ctx, scope));
    const others = rows.filter((row) => row.key !== scope.key);
    return draft ? [...others, draft] : others;
  }

  return {
    /** One document; page-like calls (pages, categories, products, search, augmented pages) carry the site's espots. */
    async document(mode: ContentMode, key: DocumentKey, pageLike: boolean, ctx: ContentCallContext): Promise<ContentResponse> {
      if (key.siteId !== GLOBAL_SITE_ID) requireSite(key.siteId);
      const view = viewOf(mode, ctx, key);
      const row = await repository.read(key, view);
      if (!row) throw notFound(key, view);
      const espotRows = pageLike ? await espotsOf(key.siteId, mode, ctx) : undefined;
      return answer({ row, espotRows, strip: ctx.removeNulls === true, log: ctx.log });
    },

    /** The pages below a parent page; the parent itself must be visible. */
    async children(mode: ContentMode, siteId: string, parentPageSlug: string, ctx: ContentCallContext): Promise<ChildrenResponse> {
      requireSite(siteId);
      const view = viewOf(mode, ctx);
      const parentKey: DocumentKey = { siteId, docType: 'page', key: parentPageSlug };
      if (!(await repository.read(parentKey, view))) throw notFound(parentKey, view);
      const children = await repository.children(siteId, parentPageSlug, view);
      return toChildrenResponse(parentPageSlug, children, ctx.removeNulls === true);
    },

    async showcase(mode: ContentMode, query: ShowcaseQuery, ctx: ContentCallContext): Promise<ShowcaseResponse> {
      requireSite(query.siteId);
      const view = viewOf(mode, ctx);
      const rows = await repository.listForShowcase(query, view);
      return toShowcaseResponse(query.docType, rows, query.docType === 'page' ? await pagePaths(repository, query.siteId, rows, view) : undefined);
    },

    /** The article search of a site (`siteId` and `locale` of `search` are ignored: the site decides both). */
    async articles(
      mode: ContentMode,
      siteId: string,
      search: Omit<ArticleSearch, 'siteId' | 'locale'>,
      ctx: ContentCallContext,
    ): Promise<ArticleSearchResponse> {
      const site = siteById(siteId);
      if (!site) throw ApiError.notFound(`Unknown site "${siteId}"`);
      return searchArticles({ ...search, siteId: site.siteId, locale: site.locale.locale }, viewOf(mode, ctx), (key, reason) =>
        ctx.log.warn({ key, reason }, 'article metadata invalid: left out of the search'),
      );
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
