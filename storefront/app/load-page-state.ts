import { blockComponents } from '../../block-registry';
import { isApiError } from '../../runtime/core';
import { loadCatalogView } from '../catalog/catalog-views';
import type { PageRedirect } from '../data/page-data';
import { loadAppView } from './app-view';
import type { PageState } from '../page/page-state';

/**
 * The client that fetches page data (and the API client under it): not needed to show the first page, so it
 * is fetched with the first navigation, or before it, as soon as the shopper reaches for a link.
 */
export const pageDataClient = () => import('../data/fetch-page-data');

/** The next page's state, or where the server sends the shopper; `undefined` when the server could not be reached. */
export type LoadedPage = PageState | PageRedirect | undefined;

/**
 * Loads another page in the browser: its loader data, then the block components of its first paint (and an app
 * route's chunk and module), so it renders at once and nothing flickers. A page the server answers without data (a 404
 * where the site has no error page, a failure) becomes an error state with that status.
 */
export async function loadPageState(path: string): Promise<LoadedPage> {
  try {
    const { fetchPageData } = await pageDataClient();
    const loaded = await fetchPageData(path);
    if ('redirect' in loaded) return loaded;
    await Promise.all([
      blockComponents.load(loaded.blockTypes),
      loaded.view === 'content' ? undefined : loadAppView(loaded.site.locale, path),
      loadCatalogView(loaded.catalog?.kind),
    ]);
    return { path, data: loaded };
  } catch (error) {
    if (isApiError(error)) return { path, error: { status: error.status } };
    console.error('[tessera] the page could not be loaded', error);
    return undefined;
  }
}
