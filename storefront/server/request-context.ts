import { stripPreviewPrefix, PREVIEW_PREFIX } from '../../runtime/core';
import type { RequestMode, SsrRequest } from '../../runtime/core';

/**
 * A page request's context, decided once where it enters the storefront: its URL on the shopper's origin and
 * its mode (publish, or preview with its date). Loaders, head tags and cache headers read it; nothing
 * downstream looks at the path's prefix or the query flags again.
 */
export interface RequestContext extends RequestMode {
  /** The page's URL as asked for, on the shopper's origin. */
  readonly url: URL;
  /** The store's public origin, e.g. `https://shop.example` (the server decides it; see `SsrRequest.origin`). */
  readonly origin: string;
  /** `/pre` when the path came with the preview prefix, kept on redirects; else `''`. */
  readonly prefix: string;
}

/**
 * The request's context: its URL (a path the server has put in normal form) on the shopper's origin, and the mode the
 * server decided for it where it entered (the one its preview gate admitted). Leading slashes and backslashes are
 * collapsed all the same, so a path like `//host` could never name another host.
 */
export function requestContext(ssr: SsrRequest): RequestContext {
  const { origin } = ssr;
  const url = new URL(`/${ssr.url.replace(/^[/\\]+/, '')}`, origin);
  const prefix = stripPreviewPrefix(url.pathname).preview ? PREVIEW_PREFIX : '';
  return { ...ssr.mode, url, origin, prefix };
}
