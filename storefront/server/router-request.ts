import type { SsrRequest } from '../../runtime/core';
import type { RequestContext } from './request-context';

/** Hop-by-hop and pseudo headers that a `Request` must not carry. */
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'expect']);

/** The page request as the router sees it: the request context's URL, with the shopper's headers. */
export function routerRequest(ssr: SsrRequest, context: RequestContext): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ssr.headers)) {
    if (value === undefined || name.startsWith(':') || DROPPED.has(name)) continue;
    try {
      headers.set(name, value);
    } catch {
      // A header value fetch's Headers refuses (e.g. raw non-Latin-1 bytes) is not needed by the loaders.
    }
  }
  return new Request(context.url, { method: 'GET', headers });
}
