import type { RouteObject } from 'react-router';
import { isShopperArea, namedAreas, type NamedArea } from '../runtime/core';
import * as area from './routes/area';
import * as cart from './routes/cart';
import * as category from './routes/category';
import * as checkout from './routes/checkout';
import * as contentPage from './routes/content-page';
import { redirectToDefaultLocale } from './routes/index-redirect';
import * as notFound from './routes/not-found';
import * as orderConfirmation from './routes/order-confirmation';
import * as product from './routes/product';
import * as search from './routes/search';

/** What a route says of its pages beside its loader: whether they belong to one shopper (`private, no-store`). */
export interface PageRouteHandle {
  readonly shopper: boolean;
}

/** A named area's handle: its pages are a shopper's own when the area is one of `shopperAreas`. */
const areaHandle = (name: NamedArea): { handle: PageRouteHandle } => ({ handle: { shopper: isShopperArea(name) } });

/** Named areas with a route module of their own. */
const ownModules = new Set<string>(['cart', 'search', 'checkout', 'order-confirmation']);

/**
 * Route shapes of spec 000 §2; static segments (named areas) outrank `:slug`. Ids carry the prefix. Content
 * pages (home, pages, child pages) share one module.
 */
const pageRoutes = (prefix: string): RouteObject[] => [
  { id: `${prefix}home`, path: ':locale', loader: contentPage.loader },
  { id: `${prefix}category`, path: ':locale/c/:slug', loader: category.loader },
  { id: `${prefix}product`, path: ':locale/p/:slug', loader: product.loader },
  { id: `${prefix}cart`, path: ':locale/cart', loader: cart.loader, ...areaHandle('cart') },
  { id: `${prefix}search`, path: ':locale/search', loader: search.loader, ...areaHandle('search') },
  { id: `${prefix}checkout`, path: ':locale/checkout', loader: checkout.loader, ...areaHandle('checkout') },
  { id: `${prefix}checkout-step`, path: ':locale/checkout/:step', loader: checkout.loader, ...areaHandle('checkout') },
  { id: `${prefix}order-confirmation`, path: ':locale/order-confirmation', loader: orderConfirmation.loader, ...areaHandle('order-confirmation') },
  ...namedAreas.filter((name) => !ownModules.has(name)).map((name) => ({ id: `${prefix}area-${name}`, path: `:locale/${name}`, loader: area.loader(name), ...areaHandle(name) })),
  { id: `${prefix}area-account-page`, path: ':locale/account/:page', loader: area.loader('account'), ...areaHandle('account') },
  { id: `${prefix}area-help-contact-us`, path: ':locale/help/contact-us', loader: area.loader('contact-us'), ...areaHandle('contact-us') },
  { id: `${prefix}content-page`, path: ':locale/:slug', loader: contentPage.loader },
  { id: `${prefix}child-page`, path: ':locale/:parent/:slug', loader: contentPage.loader },
  { id: `${prefix}grandchild-page`, path: ':locale/:grandparent/:parent/:slug', loader: contentPage.loader },
  { id: `${prefix}not-found`, path: '*', loader: notFound.loader },
];

/**
 * The storefront's one route table: React Router's static handler matches it on the server, for page renders
 * and for `/fapi/pages`, and hands each loader its params. The browser needs no route table for content pages:
 * it asks `/fapi/pages` for the next page's data and renders the same document; app routes (the cart) bring
 * their client router in their own chunk.
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
