import type { LoaderFunction, RouteObject } from 'react-router';
import { namedAreas } from '../runtime/core';
import * as area from './routes/area';
import * as category from './routes/category';
import * as childPage from './routes/child-page';
import * as contentPage from './routes/content-page';
import * as home from './routes/home';
import { redirectToDefaultLocale } from './routes/index-redirect';
import * as notFound from './routes/not-found';
import * as product from './routes/product';

const page = (id: string, path: string, module: { readonly loader: LoaderFunction }): RouteObject => ({ id, path, loader: module.loader });

/** Route shapes of spec 000 §2; static segments (named areas) outrank `:slug`. Ids carry the prefix. */
const pageRoutes = (prefix: string): RouteObject[] => [
  page(`${prefix}home`, ':locale', home),
  page(`${prefix}category`, ':locale/c/:slug', category),
  page(`${prefix}product`, ':locale/p/:slug', product),
  ...namedAreas.map((name) => page(`${prefix}area-${name}`, `:locale/${name}`, area)),
  page(`${prefix}area-checkout-step`, ':locale/checkout/:step', area),
  page(`${prefix}area-account-page`, ':locale/account/:page', area),
  page(`${prefix}area-help-contact-us`, ':locale/help/contact-us', area),
  page(`${prefix}content-page`, ':locale/:slug', contentPage),
  page(`${prefix}child-page`, ':locale/:parent/:slug', childPage),
  page(`${prefix}grandchild-page`, ':locale/:grandparent/:parent/:slug', childPage),
  page(`${prefix}not-found`, '*', notFound),
];

/**
 * The storefront's routes on the server: each route shape's loader (its content query), matched by
 * React Router's static handler for page renders and for `/fapi/pages`. The browser needs no route
 * table: it asks `/fapi/pages` for the next page's data and renders the same document.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'index', index: true, loader: redirectToDefaultLocale('') },
      { id: 'preview', path: 'pre', children: [{ id: 'pre-index', index: true, loader: redirectToDefaultLocale('/pre') }, ...pageRoutes('pre-')] },
      ...pageRoutes(''),
    ],
  },
];
