import {
  classifyPage, collectBlockTypes, defaultSite, eagerBlockTypes, isNotFound, matchRoute, parseQueryFlags,
  resolveBlock, siteForLocale,
} from '../../runtime/core';
import type { ContentResponse } from '../../schemas';
import type { ResolvedBlock, ServerContent, Site, SsrRequest } from '../../runtime/core';
import type { PageLoaderData } from '../data/page-data';
import type { ServerLoadContext } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { withArticles } from './article-blocks';
import { persistedCookies } from './cookies';
import { sitePopups } from './popups';
import { sanitizeHtml } from './sanitize-html';
import { resolvePageOnce } from './resolved-pages';
import { requestOrigin, seoFor } from './seo';

const notFoundAsNull = (error: unknown): null => {
  if (isNotFound(error)) return null;
  throw error;
};

/** Menu and footer are not critical: a failure is logged and the page renders without them. */
async function singleBlock(load: Promise<ContentResponse>, ssr: SsrRequest, what: string): Promise<ResolvedBlock | null> {
  try {
    return resolveBlock(await load, { sanitizeHtml, log: ssr.log }).block;
  } catch (error) {
    if (!isNotFound(error)) ssr.log.warn({ err: error, what }, 'page rendered without it');
    return null;
  }
}

/** The site's `error-4xx` page; with none, the route's error boundary answers the 404. */
async function errorPage(api: ServerContent, mode: 'preview' | 'publish', site: Site): Promise<ContentResponse> {
  const doc = await api.content.augmentedPage(mode, site.siteId, 'error-4xx').catch(notFoundAsNull);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router turns a thrown Response into the route's error
  if (!doc) throw new Response('Not found', { status: 404, statusText: 'Not Found' });
  return doc;
}

/**
 * Server-side page loading, shared by the document render and `GET /fapi/pages/…`: page, menu and footer
 * load in parallel; an invalid path, unknown locale or missing document answers the error page with 404.
 */
export function serverLoadContext(ssr: SsrRequest): ServerLoadContext {
  const loadPage = async (request: Request, query: PageQuery): Promise<PageLoaderData> => {
    const url = new URL(request.url);
    const match = matchRoute(url.pathname);
    const flags = parseQueryFlags(url.searchParams);
    const known = 'locale' in match && match.locale ? siteForLocale(match.locale) : undefined;
    const site = known ?? defaultSite();
    // `/pre` or `?preview=true` select preview; an explicit `preview=false` wins over the prefix.
    const preview = flags.preview ?? match.preview;
    const mode = preview ? 'preview' : 'publish';
    const api = ssr.content(preview && flags.previewDateTime ? { previewDate: flags.previewDateTime } : {});
    const routable = known !== undefined && match.kind !== 'invalid' && match.kind !== 'root';
    const [doc, menu, footer, popups] = await Promise.all([
      routable ? query({ api, mode, site, match }).catch(notFoundAsNull) : Promise.resolve(null),
      singleBlock(api.content.menu(mode, site.siteId), ssr, 'menu'),
      singleBlock(api.content.footer(mode, site.siteId), ssr, 'footer'),
      sitePopups(api.content.popups(mode, site.siteId), ssr),
    ]);
    const status = doc ? 200 : 404;
    const { page: resolved } = resolvePageOnce({ doc: doc ?? (await errorPage(api, mode, site)), path: url.pathname, log: ssr.log });
    const page = await withArticles(resolved, { search: api.searchArticles, mode, siteId: site.siteId, log: ssr.log });
    const chrome = [menu, footer].filter((block) => block !== null);
    return {
      site: { siteId: site.siteId, locale: site.locale.locale },
      mode,
      status,
      page,
      menu,
      footer,
      popups,
      persisted: persistedCookies(ssr.headers.cookie),
      seo: seoFor({ site, page, origin: requestOrigin(ssr.headers, url.origin), pathname: url.pathname, status, preview }),
      pageType: classifyPage(url.pathname, page.seo.description),
      blockTypes: [...collectBlockTypes(chrome, eagerBlockTypes(page.sections))],
    };
  };
  return { loadPage };
}
