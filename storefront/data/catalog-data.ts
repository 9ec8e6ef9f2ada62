import type { ProductDetails, ProductInventory, ProductSearchResponse, ProductSort } from '../../schemas';

/** Products per listing page (category and search). */
export const LISTING_PAGE_SIZE = 24;

/** A page of a listing: a category's products or a search's results, in the order and page the URL asks for. */
export interface ListingData {
  readonly kind: 'listing';
  readonly listing: ProductSearchResponse;
  readonly sort: ProductSort;
  /** 1-based, from the URL's `page`. */
  readonly page: number;
  readonly pages: number;
  /**
   * The page's last path segment (`mens-footwear-1100`, `search`): its listing links are relative to it, so they
   * keep the page's path and preview prefix whatever they are.
   */
  readonly segment: string;
  /** The search's words, on the search page. */
  readonly query?: string;
}

/** A product page: the product, its stock by sku, and the colour and size the URL picks. */
export interface ProductPageData {
  readonly kind: 'product';
  readonly product: ProductDetails;
  readonly stock: ProductInventory['variants'];
  readonly colour: string;
  /** A size code of the colour, when the URL picks one. */
  readonly size?: string;
}

/** What the catalogue adds to a page. */
export type CatalogPageData = ListingData | ProductPageData;
