import { productSorts, type ProductSort } from '../../runtime/core';
import type { CatalogApi, Site } from '../../runtime/core';
import { LISTING_PAGE_SIZE, type ListingData } from './catalog-data';

/** The order and page a listing URL asks for; anything else is the default (relevance, page 1). */
export function listingState(search: URLSearchParams): { sort: ProductSort; page: number } {
  const sort = productSorts.find((s) => s === search.get('sort')) ?? 'relevance';
  const raw = search.get('page');
  const page = raw && /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return { sort, page };
}

/** One page of a category's or a search's products, as the listing shows it. */
export async function loadListing(
  catalog: CatalogApi,
  site: Site,
  search: URLSearchParams,
  segment: string,
  filter: { categoryId?: number; q?: string },
): Promise<ListingData> {
  const { sort, page } = listingState(search);
  const listing = await catalog.search({
    locale: site.locale.locale,
    sort,
    start: (page - 1) * LISTING_PAGE_SIZE,
    count: LISTING_PAGE_SIZE,
    ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
    ...(filter.q !== undefined ? { q: filter.q } : {}),
  });
  return {
    kind: 'listing',
    listing,
    sort,
    page,
    pages: Math.ceil(listing.total / LISTING_PAGE_SIZE),
    segment,
    ...(filter.q !== undefined ? { query: filter.q } : {}),
  };
}

/** A page number past the listing's last page (`?page=99`): no such page (404), not an empty one. Page 1 always exists. */
export const pastTheEnd = (listing: ListingData): boolean => listing.page > Math.max(1, listing.pages);
