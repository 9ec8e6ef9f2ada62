import type { SsrRequest } from '../../runtime/core';
import { requestOrigin } from './seo';

/** Hop-by-hop and pseudo headers that a `Request` must not carry. */
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'expect']);

/**
 * The page request as the router sees it: an absolute URL on the shopper's origin. A path starting with
 * `//` is collapsed so it can never name another host.
 */
export function routerRequest(ssr: SsrRequest): Request {
  const origin = requestOrigin(ssr.headers, 'http://localhost');
  const path = `/${ssr.url.replace(/^\/+/, '')}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(ssr.headers)) {
    if (value === undefined || name.startsWith(':') || DROPPED.has(name)) continue;
    try {
      headers.set(name, value);
    } catch {
      // A header value fetch's Headers refuses (e.g. raw non-Latin-1 bytes) is not needed by the loaders.
    }
  }
  return new Request(new URL(path, origin), { method: 'GET', headers });
}
