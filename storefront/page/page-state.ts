import type { PageLoaderData } from '../data/page-data';

/**
 * What the document renders: one page's loader data, or the error that stood in for it. The server
 * renders it, leaves it for hydration, and the browser replaces it on each client-side navigation.
 */
export interface PageState {
  /** Path and query of the page, as the shopper asked for it (with any `/pre` prefix). */
  readonly path: string;
  readonly data?: PageLoaderData;
  /** Set when no page data came back: a 404 where the site has no error page, or a failure. */
  readonly error?: { readonly status: number };
}
