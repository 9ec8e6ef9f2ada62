import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorIds } from '../../schemas';
import { requestMode, type RequestMode } from '../../runtime/core';
import { ApiError } from './api-error';
import { isApiPath } from './api-prefixes';
import { normalPath } from './normal-path';

/** Where client-side navigations ask for a page's data: `/fapi/pages/{the page's path and query, URL-encoded}`. */
export const PAGE_DATA_PREFIX = '/fapi/pages/';

/** A storefront page a request asks for (as HTML, or as the data of `/fapi/pages/…`), and the mode it is asked in. */
export interface PageTarget {
  /** Normal path and query, e.g. `/pre/en-gb/journal?previewDateTime=…`. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Publish, or preview (and its date): the storefront's one rule, decided here once for the whole request. */
  readonly mode: RequestMode;
}

/**
 * What a request asks for, decided once where it enters from its path in normal form: every decision after (route,
 * preview gate, framing, the page's site and mode, the page data's path) reads this value, never the URL as sent.
 */
export interface RequestTarget {
  /** The path as sent, without its query. */
  readonly sentPath: string;
  /** Its normal form (`normal-path.ts`); undefined when the path is no path (a malformed escape). */
  readonly path: string | undefined;
  /** The query as sent, without `?` (queries are parsed, never re-spelled). */
  readonly search: string;
  /** The page asked for, for page routes and `/fapi/pages/*`; undefined for the API and the editor. */
  readonly page: PageTarget | undefined;
  /** Why a `/fapi/pages/…` address names no page in normal form (a 400), if it does not. */
  readonly pageProblem?: string;
}

const pageTarget = (path: string, search: string): PageTarget => {
  const query = new URLSearchParams(search);
  return { url: search ? `${path}?${search}` : path, path, query, mode: requestMode(path, query) };
};

/** The page data address's page: its remainder decoded (an encoded `?` starts the page's query), the outer query after. */
function pageDataTarget(remainder: string, outerSearch: string): Pick<RequestTarget, 'page' | 'pageProblem'> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(remainder);
  } catch {
    return { page: undefined, pageProblem: 'params.page: must be a URL-encoded path' };
  }
  const at = decoded.indexOf('?');
  const innerPath = at < 0 ? decoded : decoded.slice(0, at);
  const innerSearch = at < 0 ? '' : decoded.slice(at + 1);
  const sent = innerPath.startsWith('/') ? innerPath : `/${innerPath}`;
  const path = normalPath(sent);
  if (path !== sent) return { page: undefined, pageProblem: `params.page: must be a path in normal form${path ? `: ${path}` : ''}` };
  return { page: pageTarget(path, [innerSearch, outerSearch].filter(Boolean).join('&')) };
}

/**
 * The target of a request URL as sent (path and query).
 * @example requestTarget('//pre/en-us').path // '/pre/en-us' (not its sent path: redirected there)
 */
export function requestTarget(url: string): RequestTarget {
  const at = url.indexOf('?');
  const sentPath = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at + 1);
  const path = normalPath(sentPath);
  const base = { sentPath, path, search };
  if (path === undefined || path !== sentPath) return { ...base, page: undefined };
  if (path.startsWith(PAGE_DATA_PREFIX)) return { ...base, ...pageDataTarget(path.slice(PAGE_DATA_PREFIX.length), search) };
  if (isApiPath(path) || path === '/editor' || path.startsWith('/editor/')) return { ...base, page: undefined };
  return { ...base, page: pageTarget(path, search) };
}

const targets = new WeakMap<IncomingMessage, RequestTarget>();

/**
 * The request's target, decided on first asking and kept for the request (keyed by the raw request, so hooks that
 * only see Node's request read the same value).
 */
export function targetOf(request: IncomingMessage | FastifyRequest): RequestTarget {
  const raw = 'raw' in request ? request.raw : request;
  let target = targets.get(raw);
  if (!target) targets.set(raw, (target = requestTarget(raw.url ?? '/')));
  return target;
}

/**
 * Only paths in normal form are served. A page asked for under another spelling (`//pre/en-us`, `/en-us/../pre/…`,
 * `/%70re/…`) is redirected to its normal form, where every check runs again; an API path is refused with 400,
 * as is a `/fapi/pages/…` address whose page is not in normal form. A path that does not decode is a 400.
 * Install before the routes and the preview gate.
 */
export function installRequestTarget(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const target = targetOf(request);
    if (target.path === undefined) throw ApiError.badRequest('request: the path must be a URL path with well-formed escapes', 'request');
    if (target.path !== target.sentPath) {
      const page = !isApiPath(target.path) && (request.method === 'GET' || request.method === 'HEAD');
      if (!page) throw new ApiError(400, errorIds.badRequest, `request: the path must be sent in its normal form, ${target.path}`, 'request');
      return reply
        .code(301)
        .header('cache-control', 'no-store')
        .redirect(target.search ? `${target.path}?${target.search}` : target.path, 301);
    }
    if (target.pageProblem !== undefined) throw ApiError.badRequest(target.pageProblem, 'params.page');
    return undefined;
  });
}
