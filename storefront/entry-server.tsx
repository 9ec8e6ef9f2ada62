import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import type { PageDataResult, SsrEntry, SsrRender, SsrRequest, SsrResult } from '../runtime/core';
import { errorIds } from '../schemas';
import { loadAppView } from './app/app-view';
import { loadCatalogView } from './catalog/catalog-views';
import { Document } from './app/Document';
import { scriptJson } from './meta/script-json';
import { PageContext } from './page/page-context';
import type { PageState } from './page/page-state';
import { pageRouteById, routes } from './routes';
import type { RouteModule } from './routes';
import { cacheHeaders, isShopperPage, pageDataCacheHeaders } from './server/cache-headers';
import { fallbackHtml } from './server/fallback-html';
import { hydrationState } from './server/hydration-state';
import { firstRouteError, leafPageData } from './server/leaf-data';
import { serverLoadContext } from './server/load-page';
import { requestContext } from './server/request-context';
import type { RequestContext } from './server/request-context';
import { routerRequest } from './server/router-request';
import { AssetsContext, type DocumentAssets } from './shell/assets';

const handler = createStaticHandler(routes);

/** Where a page request enters the storefront: its context (URL, mode) is decided here, once, and handed to the loaders. */
function query(ssr: SsrRequest): { context: RequestContext; result: ReturnType<typeof handler.query> } {
  const context = requestContext(ssr);
  return { context, result: handler.query(routerRequest(ssr, context), { requestContext: serverLoadContext(ssr, context) }) };
}

/** The page the browser hydrates and the stylesheets, as one inline script React places before the client entry. */
const bootstrapScript = (state: PageState, assets: DocumentAssets): string =>
  `window.__TESSERA_PAGE__=${scriptJson(state)};window.__TESSERA_ASSETS__=${scriptJson({ styles: assets.styles, appStyles: assets.appStyles ?? [] })};`;

/** The module of the matched route (the table's `lazy`, already loaded by the static handler): its component renders the page. */
async function routeModule(context: StaticHandlerContext): Promise<RouteModule | undefined> {
  const leaf = context.matches.at(-1);
  return leaf ? pageRouteById(leaf.route.id)?.lazy() : undefined;
}

/** The rendered page: its loader data, or the status of the error that stood in for it. */
function pageState(ssr: SsrRequest, context: StaticHandlerContext): PageState {
  const data = leafPageData(context);
  if (data) return { path: ssr.url, data };
  const failure = firstRouteError(context);
  return { path: ssr.url, error: { status: isRouteErrorResponse(failure) ? failure.status : 500 } };
}

const textStream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

/**
 * Renders a page: the router's static handler runs the matched route's loader, then React streams the whole document.
 * The shell (header, hero, first sections) is complete before the first byte; the client entry is a
 * module script, so it runs only after the HTML above it is parsed.
 */
export const render: SsrRender = async (ssr): Promise<SsrResult> => {
  const { context: request, result } = query(ssr);
  const context = await result;
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    return { status: context.status, headers: { location, 'cache-control': 'no-store' }, location };
  }
  const data = leafPageData(context);
  const failure = firstRouteError(context);
  if (failure !== undefined && !isRouteErrorResponse(failure)) ssr.log.error({ err: failure, url: ssr.url }, 'page loader failed');
  const status = context.errors ? context.statusCode : (data?.status ?? context.statusCode);
  const headers = { 'content-type': 'text/html; charset=utf-8', ...cacheHeaders(request.mode, status, isShopperPage(context.matches)) };
  const state = pageState(ssr, context);
  // An app route's page (cart, checkout, confirmation) renders inside the app routes' chunk, with their words: loaded
  // before rendering, so nothing suspends (page data for a client-side navigation never needs them here).
  const [route] = await Promise.all([
    routeModule(context),
    data && data.view !== 'content' ? loadAppView(data.site.locale) : undefined,
    loadCatalogView(data?.catalog?.kind),
  ]);
  try {
    const body = await renderToReadableStream(
      <AssetsContext
        value={{ styles: ssr.assets.styles, appStyles: ssr.assets.appStyles ?? [], ...(ssr.assets.fonts ? { fonts: ssr.assets.fonts } : {}) }}
      >
        <PageContext value={{ state, route }}>
          <Document />
        </PageContext>
      </AssetsContext>,
      {
        bootstrapScriptContent: bootstrapScript(hydrationState(state), { styles: ssr.assets.styles, appStyles: ssr.assets.appStyles ?? [] }),
        bootstrapModules: [...ssr.assets.scripts],
        // The page state and the client entry carry this answer's CSP nonce (React writes it on every script it emits).
        ...(ssr.nonce ? { nonce: { script: ssr.nonce.script, style: ssr.nonce.style } } : {}),
        // NB: the page is complete before the first byte (nothing suspends on the server), so no boundary is
        // worth streaming apart. React would otherwise move every boundary past 12.8 kB out of place and reveal
        // it later by script, on a timer; a browser that hydrates before that reveal finds the document
        // mismatched and renders it all afresh, throwing away the server's HTML.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => ssr.log.error({ err: error, url: ssr.url }, 'page render error'),
      },
    );
    return { status, headers, body };
  } catch (error) {
    ssr.log.error({ err: error, url: ssr.url }, 'page render failed');
    return {
      status: 500,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: textStream(await fallbackHtml(ssr.url)),
    };
  }
};

/** The field and message a loader's 400 names (a thrown `Response.json({ field, message })`). */
function badRequestOf(error: unknown): { message: string; field?: string } {
  const data: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  const { message, field } = (typeof data === 'object' && data !== null ? data : {}) as { message?: unknown; field?: unknown };
  return { message: typeof message === 'string' ? message : 'Bad request', ...(typeof field === 'string' ? { field } : {}) };
}

/** A page's loader data as JSON for client-side navigations (`GET /fapi/pages/{encoded path}`). */
export const pageData = async (ssr: SsrRequest): Promise<PageDataResult> => {
  const context = await query(ssr).result;
  if (context instanceof Response) return { status: 200, body: { redirect: context.headers.get('location') ?? '/' } };
  const headers = pageDataCacheHeaders(isShopperPage(context.matches));
  const data = leafPageData(context);
  if (data) return { status: data.status, body: data, headers };
  const error = firstRouteError(context);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) ssr.log.error({ err: error, url: ssr.url }, 'page data failed');
  const detail =
    status === 404
      ? { errorId: errorIds.notFound, message: `No page at ${ssr.url.split('?', 1)[0] ?? ''}` }
      : status === 400
        ? { errorId: errorIds.badRequest, ...badRequestOf(error) }
        : { errorId: errorIds.internal, message: 'The page could not be loaded' };
  return { status, body: { errorDetails: [detail], appId: 'storefront', correlationId: ssr.headers['x-correlation-id'] ?? '' }, headers };
};

export const entry: SsrEntry = { render, pageData };
