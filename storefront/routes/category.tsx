import type { LoaderFunctionArgs } from 'react-router';
import { categorySegment, siteForLocale } from '../../runtime/core';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';

/**
 * Category listing: `/{locale}/c/{slug}-{id}` or `…-c{id}`, the `category` document keyed by the numeric id.
 * Its one path, and its path in each other locale of the brand, are where that locale's menu links to it.
 */

export const meta = pageMeta;

const query: PageQuery = async ({ api, mode, site, params, menuCategories }) => {
  const segment = categorySegment(params.slug);
  if (!segment) return null;
  const sites = site.brand.locales.flatMap((l) => siteForLocale(l.locale) ?? []);
  const [doc, ...indexes] = await Promise.all([api.content.category(mode, site.siteId, segment.id), ...sites.map(menuCategories)]);
  const placed = sites.map((s, index) => [s.locale.locale, indexes[index]?.get(segment.id)] as const);
  const here = placed.find(([locale]) => locale === site.locale.locale)?.[1];
  // A category the menu does not link to keeps the path it was asked at, and names no other locale's.
  if (!here) return { doc };
  const alternates = Object.fromEntries(placed.flatMap(([locale, found]) => (found ? [[locale, found.path]] : [])));
  return { doc, canonical: here.path, alternates, trail: here.trail };
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'content' });

/** Category pages render their content document like any content page until the catalogue's listing exists. */
export const CategoryPage = PageMain;

export const ErrorBoundary = PageError;
