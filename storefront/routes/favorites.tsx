import type { LoaderFunctionArgs } from 'react-router';
import { isShopperArea } from '../../runtime/core';
import { accountPageQuery } from '../data/account-page-query';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { FavoritesList, SharedFavorites } from '../favorites/FavoritesView';
import { pageMeta } from '../meta';
import type { Navigate } from '../page/route-module';
import { PageError } from '../shell/PageError';

/**
 * Favourites (`/{locale}/favorites`) and a shared list (`/{locale}/favorites/{favoriteId}`): an app route. The server
 * renders a built-in page around a loading state (no page HTML holds one shopper's list); the list is the browser's.
 */

export const meta = pageMeta;

/** A list id as the contract spells it: anything else after `/favorites/` is not a page. */
const LIST_ID = /^[a-z0-9]{20,40}$/;

const page = accountPageQuery('favorites', 'shell.favorites');

const query: PageQuery = (context) => {
  const id = context.params.favoriteId;
  return id === undefined || LIST_ID.test(id) ? page(context) : Promise.resolve(null);
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'favorites' });

/** The path's list id, when it is a shared list's page. */
const sharedId = (path: string, locale: string): string | undefined => {
  const rest = (path.split('?')[0] ?? '').replace(/\/+$/, '').split(`/${locale}/favorites/`)[1];
  return rest && LIST_ID.test(rest) ? rest : undefined;
};

export function FavoritesPage({
  data,
  path,
  navigate,
}: {
  readonly data: PageLoaderData;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}) {
  const locale = data.site.locale;
  const shared = sharedId(path, locale);
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="favorites">
      {shared ? <SharedFavorites locale={locale} favoriteId={shared} /> : <FavoritesList locale={locale} path={path} navigate={navigate} />}
    </main>
  );
}

export const Component = FavoritesPage;

export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('favorites') };
