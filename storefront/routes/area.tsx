import type { LoaderFunction } from 'react-router';
import { isShopperArea } from '../../runtime/core';
import type { AugmentedPage, NamedArea } from '../../runtime/core';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';
import type { RouteModule } from '../page/route-module';

/**
 * Named areas without a module of their own yet (account, favourites, store locator, …): their
 * `augmentedpage` document when it exists. The help centre's contact page lives at `/help/contact-us`;
 * `/contact-us` answers 301 to it.
 */

/** The augmented page of each named area that has one (spec 001 §7); the others have no content document. */
const areaPages: Partial<Record<NamedArea, AugmentedPage>> = {
  account: 'account',
  search: 'search',
  'store-locator': 'store-locator',
  'gift-card': 'gift-card',
  'contact-us': 'contact-us',
  'sign-up': 'sign-up',
  'sign-in': 'sign-in-modal',
};

/** Where a named area lives below the locale, when that is not `/{area}`. */
const areaPaths: Partial<Record<NamedArea, string>> = { 'contact-us': '/help/contact-us' };

export const meta = pageMeta;

const areaQuery =
  (name: NamedArea): PageQuery =>
  async ({ api, mode, site }) => {
    const key = areaPages[name];
    if (!key) return null;
    const doc = await api.content.augmentedPage(mode, site.siteId, key);
    const path = areaPaths[name];
    return path ? { doc, canonical: path } : { doc };
  };

/** One loader per area, bound by the route table (the area is the route's static segment); the server's only. */
export const loader: ((name: NamedArea) => LoaderFunction) | undefined = (name) => (args) =>
  loadPage(args, { meta, query: areaQuery(name), view: 'content' });

export const Component = PageMain;

export const ErrorBoundary = PageError;

/** A named area's pages are a shopper's own when the area is one of `shopperAreas`. */
export const handle = (name: NamedArea) => ({ shopper: isShopperArea(name) });

/** The area's route module, as the route table loads it. */
export const areaRoute = (name: NamedArea): RouteModule => ({
  meta,
  ...(loader ? { loader: loader(name) } : {}),
  Component,
  ErrorBoundary,
  handle: handle(name),
});
