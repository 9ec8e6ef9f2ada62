import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { classifyPage, type CatalogApi, type PageType, type SsrRequest } from '../../runtime/core';
import { directContent, type ContentService, type DocumentKey } from '../content/index';
import { ApiError } from '../http/api-error';
import { publicOrigin } from '../http/public-origin';
import { targetOf, type PageTarget } from '../http/request-target';
import { registerEditor } from './editor-route';
import type { SsrBundle } from './load';
import { nothingPublishedPage } from './nothing-published';

export interface SsrOptions {
  /** The configured public origin (`PUBLIC_URL`); without it, the one a trusted proxy names, else `http://localhost`. */
  readonly publicUrl?: string | undefined;
  /** Fastify's `trustProxy` is on: the request's protocol and host come from the proxy's forwarded headers. */
  readonly trustProxy?: boolean | undefined;
  /** The catalogue the pages' loaders read (listings, products); absent, category pages list nothing. */
  readonly catalog?: CatalogApi | undefined;
  /** The one document whose draft a request may see (a share link let it in); undefined: as its mode says. */
  readonly draftScope?: ((request: FastifyRequest) => DocumentKey | undefined) | undefined;
  /** Whether the store has published anything; while it has not, a page that would be 404 says "nothing published yet". */
  readonly publishedAnything?: (() => Promise<boolean>) | undefined;
  /** Told how long each render took, by page type (the metrics). */
  readonly onRender?: ((pageType: PageType, output: 'html' | 'json', seconds: number) => void) | undefined;
}

function ssrRequest(
  bundle: SsrBundle,
  content: ContentService,
  request: FastifyRequest,
  page: PageTarget,
  options: SsrOptions,
  reply?: FastifyReply,
): SsrRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  const draftScope = options.draftScope?.(request);
  return {
    url: page.url,
    mode: page.mode,
    headers,
    origin: publicOrigin(request, options),
    content: (contentOptions) =>
      directContent(content, { ...contentOptions, correlationId: request.id, log: request.log, ...(draftScope ? { draftScope } : {}) }),
    ...(options.catalog ? { catalog: options.catalog } : {}),
    assets: bundle.assets,
    log: request.log,
    ...(reply?.cspNonce ? { nonce: reply.cspNonce } : {}),
  };
}

/**
 * Pages: every GET that no other route took is rendered by the built entry and streamed; the
 * JSON loader data of client-side navigations comes from `GET /fapi/pages/*`. Loaders read content from
 * `content` directly: the page's JSON state is the request's one serialization.
 */
export function registerSsr(app: FastifyInstance, bundle: SsrBundle, content: ContentService, options: SsrOptions = {}): void {
  const { entry } = bundle;
  registerEditor(app, bundle.editorAssets);

  // The page of either route is the request's target, decided where it entered (`request-target.ts`): its path in
  // normal form and its mode, which the preview gate read too.
  app.get('/fapi/pages/*', async (request, reply) => {
    const { page } = targetOf(request);
    if (!page) throw ApiError.badRequest('params.page: must be a URL-encoded page path', 'params.page');
    const started = performance.now();
    const result = await entry.pageData(ssrRequest(bundle, content, request, page, options));
    options.onRender?.(classifyPage(page.path), 'json', (performance.now() - started) / 1000);
    // A shopper's own page (cart, checkout, …) says `private, no-store`; any other page's data is never stored either.
    return reply
      .code(result.status)
      .header('cache-control', result.headers?.['cache-control'] ?? 'no-store')
      .type('application/json; charset=utf-8')
      .send(result.body);
  });

  app.get('/*', async (request, reply) => {
    const { page, path } = targetOf(request);
    if (!page) throw ApiError.notFound(`No route for GET ${path ?? ''}`);
    const started = performance.now();
    const result = await entry.render(ssrRequest(bundle, content, request, page, options, reply));
    options.onRender?.(classifyPage(page.path), 'html', (performance.now() - started) / 1000);
    if (result.status === 404 && page.mode.mode === 'publish' && options.publishedAnything && !(await options.publishedAnything())) {
      await result.body?.cancel();
      // 503: the store is not open yet, which a crawler should come back for, not record as a missing page.
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '3600')
        .type('text/html; charset=utf-8')
        .send(nothingPublishedPage(page.path, reply.cspNonce?.style));
    }
    reply.code(result.status).headers(result.headers);
    if (result.location !== undefined) return reply.redirect(result.location, result.status);
    if (!reply.hasHeader('content-type')) reply.type('text/html; charset=utf-8');
    if (!result.body) return reply.send('');
    return reply.send(Readable.fromWeb(result.body as NodeReadableStream<Uint8Array>));
  });
}
