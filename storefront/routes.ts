import type { RouteObject } from 'react-router';
import { namedAreas, type NamedArea } from '../runtime/core';
import type { RouteModule } from './page/route-module';

export type { PageRouteHandle, RouteModule, RoutePageProps } from './page/route-module';

/** One storefront route: its path below the locale's parent (`/`, or `/pre` for previews) and its module, loaded when matched. */
export interface StorefrontRoute {
  readonly id: string;
  readonly path: string;
  readonly lazy: () => Promise<RouteModule>;
}

/** Named areas with a route module of their own. */
const ownModules = new Set<string>([
  'cart',
  'search',
  'checkout',
  'order-confirmation',
  'account',
  'sign-up',
  'forgot-password',
  'reset-password',
  'favorites',
]);

/** A named area without a module of its own yet: the shared area module, bound to the area. */
const area = (name: NamedArea) => () => import('./routes/area').then((module) => module.areaRoute(name));

/**
 * The storefront's one route table: every page route of spec 000 §2, each `{ path, lazy }`. Static segments (named
 * areas) outrank `:slug`; content pages (home, pages, child pages) share one module. The server's static handler
 * matches it (page renders and `/fapi/pages`), the browser matches it to load a page's module before rendering it,
 * and the app routes (cart, checkout, confirmation) render the component it names.
 */
export const pageRoutes: readonly StorefrontRoute[] = [
  { id: 'home', path: ':locale', lazy: () => import('./routes/content-page') },
  { id: 'category', path: ':locale/c/:slug', lazy: () => import('./routes/category') },
  { id: 'product', path: ':locale/p/:slug', lazy: () => import('./routes/product') },
  { id: 'cart', path: ':locale/cart', lazy: () => import('./routes/cart') },
  { id: 'search', path: ':locale/search', lazy: () => import('./routes/search') },
  { id: 'checkout', path: ':locale/checkout', lazy: () => import('./routes/checkout') },
  { id: 'checkout-step', path: ':locale/checkout/:step', lazy: () => import('./routes/checkout') },
  { id: 'order-confirmation', path: ':locale/order-confirmation', lazy: () => import('./routes/order-confirmation') },
  { id: 'account', path: ':locale/account', lazy: () => import('./routes/account') },
  { id: 'account-section', path: ':locale/account/:section', lazy: () => import('./routes/account') },
  { id: 'account-item', path: ':locale/account/:section/:item', lazy: () => import('./routes/account') },
  { id: 'sign-up', path: ':locale/sign-up', lazy: () => import('./routes/sign-up') },
  { id: 'forgot-password', path: ':locale/forgot-password', lazy: () => import('./routes/forgot-password') },
  { id: 'reset-password', path: ':locale/reset-password', lazy: () => import('./routes/reset-password') },
  { id: 'associate-login', path: ':locale/associate-login', lazy: () => import('./routes/associate-login') },
  { id: 'newsletter-confirm', path: ':locale/newsletter/confirm', lazy: () => import('./routes/newsletter-confirm') },
  { id: 'newsletter-unsubscribe', path: ':locale/newsletter/unsubscribe', lazy: () => import('./routes/newsletter-unsubscribe') },
  { id: 'favorites', path: ':locale/favorites', lazy: () => import('./routes/favorites') },
  { id: 'favorites-shared', path: ':locale/favorites/:favoriteId', lazy: () => import('./routes/favorites') },
  ...namedAreas.filter((name) => !ownModules.has(name)).map((name) => ({ id: `area-${name}`, path: `:locale/${name}`, lazy: area(name) })),
  { id: 'contact-us', path: ':locale/help/contact-us', lazy: () => import('./routes/contact-us') },
  { id: 'content-page', path: ':locale/:slug', lazy: () => import('./routes/content-page') },
  { id: 'child-page', path: ':locale/:parent/:slug', lazy: () => import('./routes/content-page') },
  { id: 'grandchild-page', path: ':locale/:grandparent/:parent/:slug', lazy: () => import('./routes/content-page') },
  { id: 'not-found', path: '*', lazy: () => import('./routes/not-found') },
];

/** The prefix of a preview's route ids (`pre-category`). */
export const PREVIEW_ID_PREFIX = 'pre-';

/** React Router's side of a route: the loader and handle its module exports (the document renders the module's component). */
const routerRoute = (route: StorefrontRoute, prefix: string): RouteObject => ({
  id: `${prefix}${route.id}`,
  path: route.path,
  lazy: async () => {
    const { loader, handle } = await route.lazy();
    return handle ? { loader, handle } : { loader };
  },
});

/** `/` → `/{default locale}`, `/pre` → `/pre/{default locale}`. */
const indexRedirect = (prefix: '' | '/pre') => () =>
  import('./routes/index-redirect').then(({ redirectToDefaultLocale }) => ({ loader: redirectToDefaultLocale(prefix) }));

/**
 * The table as React Router's route objects, for its static handler on the server: `/` → `/{default locale}`, and
 * the page routes twice, plain and under the `/pre` preview prefix (ids carry the prefix).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'index', index: true, lazy: indexRedirect('') },
      {
        id: 'preview',
        path: 'pre',
        children: [
          { id: 'pre-index', index: true, lazy: indexRedirect('/pre') },
          ...pageRoutes.map((route) => routerRoute(route, PREVIEW_ID_PREFIX)),
        ],
      },
      ...pageRoutes.map((route) => routerRoute(route, '')),
    ],
  },
];

const byId = new Map(pageRoutes.map((route) => [route.id, route]));

/** The table's route behind a router route id (`pre-cart` → `cart`), or undefined for the redirects. */
export const pageRouteById = (id: string): StorefrontRoute | undefined =>
  byId.get(id.startsWith(PREVIEW_ID_PREFIX) ? id.slice(PREVIEW_ID_PREFIX.length) : id);
