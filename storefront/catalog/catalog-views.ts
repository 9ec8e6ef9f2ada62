import type { ComponentType } from 'react';
import type { ListingData, ProductPageData } from '../data/catalog-data';

export interface ListingViewProps {
  readonly data: ListingData;
  readonly path: string;
  readonly headingId: string;
}

export interface ProductViewProps {
  readonly data: ProductPageData;
}

let listing: ComponentType<ListingViewProps> | undefined;
let product: ComponentType<ProductViewProps> | undefined;

/**
 * Loads the view of a page's products (a listing's grid, or a product's pictures and choices), once, in a chunk of
 * its own: before the first render of a page that shows products, on the server as in the browser, so nothing
 * suspends and hydration finds the server's HTML. Pages without products never load them.
 */
export async function loadCatalogView(kind: 'listing' | 'product' | undefined): Promise<void> {
  if (kind === 'listing' && !listing) listing = (await import('./ProductListing')).ProductListing;
  if (kind === 'product' && !product) product = (await import('./ProductView')).ProductView;
}

/** The listing's view, loaded with `loadCatalogView('listing')`. */
export function listingView(): ComponentType<ListingViewProps> {
  if (!listing) throw new Error('A listing rendered before its view loaded (call loadCatalogView first)');
  return listing;
}

/** The product's view, loaded with `loadCatalogView('product')`. */
export function productView(): ComponentType<ProductViewProps> {
  if (!product) throw new Error('A product rendered before its view loaded (call loadCatalogView first)');
  return product;
}
