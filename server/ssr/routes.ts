import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogApi, SsrRequest } from '../../runtime/core';
import { directContent, type ContentService } from '../content/index';
import { ApiError } from '../http/api-error';
import { isApiPath } from '../http/api-prefixes';
import { registerEditor } from './editor-route';
import type { SsrBundle } from './load';

export interface SsrOptions {
  /** The configured public origin (`PUBLIC_URL`); without it, the one a trusted proxy names, else `http://localhost`. */
  readonly publicUrl?: string | undefined;
  /** Fastify's `trustProxy` is on: the request's protocol and host come from the proxy's forwarded headers. */
  readonly trustProxy?: boolean | undefined;
  /** The catalogue the pages' loaders read (listings, products); absent, category pages list nothing. */
  readonly catalog?: CatalogApi | undefined;
}

/**
 * The origin pages link to. Configured, it is the only one. Unconfigured, the request's protocol and host count
 * only when Fastify trusts the proxy in front (`trustProxy`) and they are plausible: a forged Host header must never
 * reach a canonical link in a publicly cached page.
 */
function publicOrigin(request: FastifyRequest, options: SsrOptions): string {
  if (options.publicUrl) return options.publicUrl;
  const host = request.host;
  return options.trustProxy === true && /^[\w.-]+(:\d{1,5})?$/.test(host) && /^https?$/.test(request.protocol) ? `${request.protocol}://${host}` : 'http://localhost';
}

function ssrRequest(bundle: SsrBundle, content: ContentService, request: FastifyRequest, url: string, options: SsrOptions, reply?: FastifyReply): SsrRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return {
    url,
    headers,
    origin: publicOrigin(request, options),
    content: (options) => directContent(content, { ...options, correlationId: request.id, log: request.log }),
    ...(options.catalog ? { catalog: options.catalog } : {}),
    assets: bundle.assets,
    log: request.log,
    ...(reply?.cspNonce ? { nonce: reply.cspNonce } : {}),
  };
}

/** `/fapi/pages/%2Fen-gb%2Fc%2Frunning-1234?x=1` → `/en-gb/c/running-1234?x=1`. */
export function pageDataUrl(remainder: string, rawUrl: string): string {
  let path: string;
  try {
    path = decodeURIComponent(remainder);
  } catch {
    throw ApiError.badRequest('params.page: must be a URL-encoded path', 'params.page');
  }
  if (!path.startsWith('/')) path = `/${path}`;
  const query = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '';
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/**
 * Pages: every GET that no other route took is rendered by the built entry and streamed; the
 * JSON loader data of client-side navigations comes from `GET /fapi/pages/*`. Loaders read content from
 * `content` directly: the page's JSON state is the request's one serialization.
 */
export function registerSsr(app: FastifyInstance, bundle: SsrBundle, content: ContentService, options: SsrOptions = {}): void {
  const { entry } = bundle;
  registerEditor(app, bundle.editorAssets);

  app.get('/fapi/pages/*', async (request, reply) => {
    // NB: the raw URL, not the router's param, so an encoded "?" in the path is told apart from the real query.
    const rawRemainder = (request.raw.url ?? '').split('?', 1)[0]?.slice('/fapi/pages/'.length) ?? '';
    const result = await entry.pageData(ssrRequest(bundle, content, request, pageDataUrl(rawRemainder, request.url), options));
    return reply.code(result.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(result.body);
  });

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) throw ApiError.notFound(`No route for GET ${request.url.split('?', 1)[0] ?? ''}`);
    const result = await entry.render(ssrRequest(bundle, content, request, request.url, options, reply));
    reply.code(result.status).headers(result.headers);
    if (result.location !== undefined) return reply.redirect(result.location, result.status);
    if (!reply.hasHeader('content-type')) reply.type('text/html; charset=utf-8');
    if (!result.body) return reply.send('');
    return reply.send(Readable.fromWeb(result.body as NodeReadableStream<Uint8Array>));
  });
}
