import { redirect } from 'react-router';
import { classifyPage, collectBlockTypes, defaultSite, eagerBlockTypes, isNotFound, LOCALE_PATTERN, siteForLocale } from '../../runtime/core';
import type { ContentResponse } from '../../schemas';
import type { ResolvedBlock, ResolvedPage, ServerContent, Site, SsrRequest } from '../../runtime/core';
import { pageHeadingBlock } from '../../runtime/react';
import type { ServerLoadContext } from '../data/page-loader';
import { mainSections } from '../shell/sections';
import { fillBlocks } from './fill-blocks';
import { persistedCookies } from './cookies';
import { menuCategoriesOnce } from './menu-index';
import { sitePopups } from './popups';
import type { RequestContext } from './request-context';
import { resolveBlockOnce, resolvePageOnce } from './resolved-pages';

/** What a preview asked for an impossible `previewDateTime` answers (a 400 page, or this error's envelope as page data). */
export const INVALID_PREVIEW_DATE = {
  field: 'query.previewDateTime',
  message: 'query.previewDateTime: must be an ISO 8601 date-time between 1970 and 9999, e.g. 2030-01-31T09:00:00Z',
} as const;

const notFoundAsNull = (error: unknown): null => {
  if (isNotFound(error)) return null;
  throw error;
};

/** Menu and footer are shell data: awaited with the page, but a failure is logged and the page renders without them. */
async function singleBlock(load: Promise<ContentResponse>, ssr: SsrRequest, what: string): Promise<ResolvedBlock | null> {
  try {
    return resolveBlockOnce(await load, ssr.log);
  } catch (error) {
    if (!isNotFound(error)) ssr.log.warn({ err: error, what }, 'page rendered without it');
    return null;
  }
}

/** The site's `error-4xx` page; with none, the route's error boundary answers the 404. */
async function errorPage(api: ServerContent, context: RequestContext, site: Site): Promise<ContentResponse> {
  const doc = await api.content.augmentedPage(context.mode, site.siteId, 'error-4xx').catch(notFoundAsNull);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router turns a thrown Response into the route's error
  if (!doc) throw new Response('Not found', { status: 404, statusText: 'Not Found' });
  return doc;
}

/** The path below the locale segment (`/EN-US/about/` → `/about`, `/en-us` → `/`), without the preview prefix. */
const belowLocale = (pathname: string, prefix: string): string => `/${pathname.slice(prefix.length).split('/').filter(Boolean).slice(1).join('/')}`;

/** The page's heading block, when a block leads it with a title (a product page is headed by the product). */
const headingOf = (page: ResolvedPage, product: boolean): { headingBlock?: string } => {
  const id = product ? null : pageHeadingBlock(mainSections(page.sections));
  return id ? { headingBlock: id } : {};
};

/**
 * Server-side page loading, shared by the document render and `GET /fapi/pages/…`. The route's critical query
 * and the shell's menu and footer load in parallel; the pop-ups are deferred: started with them, collected
 * last, and never fail the page. An unknown locale or a missing document answers the error page with 404; a
 * page asked for at another path than its own answers 301 to it, with the preview prefix and the query kept.
 */
export function serverLoadContext(ssr: SsrRequest, context: RequestContext): ServerLoadContext {
  const { mode, url, prefix } = context;
  const loadPage: ServerLoadContext['loadPage'] = async (_request, params, route) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router turns a thrown Response into the route's error
    if (context.invalidPreviewDate) throw Response.json(INVALID_PREVIEW_DATE, { status: 400, statusText: 'Bad Request' });
    const locale = params.locale?.toLowerCase() ?? '';
    const known = LOCALE_PATTERN.test(locale) ? siteForLocale(locale) : undefined;
    const site = known ?? defaultSite();
    const api = ssr.content(context.previewDate ? { previewDate: context.previewDate } : {});
    const menus = new Map<string, Promise<ContentResponse>>();
    const menuOf = (of: Site) => {
      const load = menus.get(of.siteId) ?? api.content.menu(mode, of.siteId);
      menus.set(of.siteId, load);
      return load;
    };
    const menuCategories = (of: Site) => menuOf(of).then(menuCategoriesOnce, () => new Map());
    const popups = sitePopups(api.content.popups(mode, site.siteId), ssr);
    const [found, menu, footer] = await Promise.all([
      known
        ? route.query({ api, mode, site, params, menuCategories, catalog: ssr.catalog, search: url.searchParams }).catch(notFoundAsNull)
        : Promise.resolve(null),
      singleBlock(menuOf(site), ssr, 'menu'),
      singleBlock(api.content.footer(mode, site.siteId), ssr, 'footer'),
    ]);
    // One rule for every route: a page's path is lower case (its query's own path where it names one, a product's
    // id included), and any other spelling answers 301 to it.
    const path = found?.canonical ?? belowLocale(url.pathname, prefix).toLowerCase();
    const own = `${prefix}/${site.locale.locale}${path === '/' ? '' : path}`;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a thrown redirect
    if (found && own !== url.pathname) throw redirect(`${own}${url.search}`, 301);
    const status = found ? 200 : 404;
    const { page: resolved } = resolvePageOnce({ doc: found?.doc ?? (await errorPage(api, context, site)), path: url.pathname, log: ssr.log });
    const page = await fillBlocks(resolved, { api, mode, siteId: site.siteId, log: ssr.log });
    const chrome = [menu, footer].filter((block) => block !== null);
    return {
      site: { siteId: site.siteId, locale: site.locale.locale },
      mode,
      ...(context.previewDate ? { previewDate: context.previewDate } : {}),
      view: found ? route.view : 'content',
      status,
      page,
      menu,
      footer,
      popups: await popups,
      persisted: persistedCookies(ssr.headers.cookie),
      seo: route.meta({ site, page, found, origin: context.origin, path, status, preview: mode === 'preview' }),
      pageType: classifyPage(url.pathname, page.seo.description),
      ...(found?.catalog ? { catalog: found.catalog } : {}),
      ...headingOf(page, found?.catalog?.kind === 'product'),
      blockTypes: [...collectBlockTypes(chrome, eagerBlockTypes(page.sections))],
    };
  };
  return { loadPage };
}
