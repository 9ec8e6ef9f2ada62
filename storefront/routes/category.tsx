import type { LoaderFunctionArgs } from 'react-router';
import { categorySegment, siteForLocale } from '../../runtime/core';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { loadListing, pastTheEnd } from '../data/listing-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';

/**
 * Category listing: `/{locale}/c/{slug}-{id}` or `…-c{id}`, the `category` document keyed by the numeric id, above
 * a page of the category's products in the order and page the URL asks for (`?sort=&page=`).
 * Its one path, and its path in each other locale of the brand, are where that locale's menu links to it.
 */

export const meta = pageMeta;

const query: PageQuery = async ({ api, mode, site, params, menuCategories, catalog, search }) => {
  const segment = categorySegment(params.slug);
  if (!segment) return null;
  const sites = site.brand.locales.flatMap((l) => siteForLocale(l.locale) ?? []);
  const listing = catalog ? loadListing(catalog, site, search, params.slug ?? '', { categoryId: Number(segment.id) }) : undefined;
  // Started beside the document; if the document is missing, the listing's outcome is not wanted.
  listing?.catch(() => undefined);
  const [doc, ...indexes] = await Promise.all([api.content.category(mode, site.siteId, segment.id), ...sites.map(menuCategories)]);
  const products = listing ? { catalog: await listing } : {};
  if (products.catalog && pastTheEnd(products.catalog)) return null;
  const placed = sites.map((s, index) => [s.locale.locale, indexes[index]?.get(segment.id)] as const);
  const here = placed.find(([locale]) => locale === site.locale.locale)?.[1];
  // A category the menu does not link to keeps the path it was asked at, and names no other locale's.
  if (!here) return { doc, ...products };
  const alternates = Object.fromEntries(placed.flatMap(([locale, found]) => (found ? [[locale, found.path]] : [])));
  return { doc, canonical: here.path, alternates, trail: here.trail, ...products };
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'content' });

/** Category pages render their content document, then the category's products (`PageMain`). */
export const Component = PageMain;

export const ErrorBoundary = PageError;
