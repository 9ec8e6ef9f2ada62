import { FAVORITES_PAGE_DEFAULT } from '../../schemas';

/** How many favourites a page of the favourites page shows. */
export const FAVORITES_PER_PAGE = FAVORITES_PAGE_DEFAULT;

/** The page number (from 1) a favourites URL asks for (`?page=2`); anything else is the first. */
export function pageOf(path: string): number {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  const page = Number(new URLSearchParams(query).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The `start` of a page (from 1), as the list's call counts. */
export const startOf = (page: number, perPage = FAVORITES_PER_PAGE): number => (page - 1) * perPage;

/** How many pages a list of `total` fills (at least one: an empty list is one empty page). */
export const pageCount = (total: number, perPage = FAVORITES_PER_PAGE): number => Math.max(1, Math.ceil(total / perPage));

/** A page's own URL: the first page has no query. */
export const pageHref = (base: string, page: number): string => (page > 1 ? `${base}?page=${page}` : base);
