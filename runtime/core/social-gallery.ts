import type { ProductSummary, SocialMediaPage, UgcFilter } from '../../schemas';
import type { ApiClient } from './api-client';
import { extractCategoryId, extractProductId } from './path-ids';
import type { ApiRequest } from './transport';

/** Spec 001 §9 "widget creation delay": a gallery starts loading this long after it comes near the screen. */
export const GALLERY_WIDGET_DELAY_MS = 500;

/** Same value as `SOCIAL_GALLERY_PREFIX` of `schemas` (a unit test keeps them equal), without pulling zod in. */
const PREFIX = '/social/v1';

export interface GalleryPlace {
  /** The brand: its account on the gallery host. */
  readonly customerId: string;
  /** The page's path, where `category` and `product` filters without an id find theirs (spec 001 §2). */
  readonly path: string;
}

export interface GalleryPaging {
  readonly limit: number;
  readonly cursor?: string | null | undefined;
}

const seg = encodeURIComponent;

/**
 * The social-gallery call (spec 001 §7) that lists a gallery's photos: one stream, several streams merged, a
 * category's streams, the photos tagged with a product, or the brand's newest. A category or product filter
 * without an id takes the page's; on a page without one the gallery shows the brand's newest photos.
 *
 * @example galleryRequest({ by: 'product' }, { customerId: 'ridgeline', path: '/en-us/p/summit-trail-RL10062010' }, { limit: 12 })
 *   // → GET /social/v1/customers/ridgeline/media/recent?masterId=RL10062010&limit=12
 */
export function galleryRequest(filter: UgcFilter, place: GalleryPlace, paging: GalleryPaging): ApiRequest {
  const page = { limit: String(paging.limit), ...(paging.cursor ? { cursor: paging.cursor } : {}) };
  const brand = (query: Record<string, string> = {}): ApiRequest =>
    ({ method: 'GET', path: `${PREFIX}/customers/${seg(place.customerId)}/media/recent`, query: { ...query, ...page } });
  switch (filter.by) {
    case 'streams': {
      const [only, ...more] = filter.streamIds;
      if (only !== undefined && more.length === 0) return { method: 'GET', path: `${PREFIX}/streams/${seg(only)}/media/recent`, query: page };
      return { method: 'GET', path: `${PREFIX}/streams/media/recent`, query: { streamId: filter.streamIds.join(','), ...page } };
    }
    case 'category': {
      const categoryId = filter.categoryId ?? extractCategoryId(place.path);
      if (!categoryId) return brand();
      return { method: 'GET', path: `${PREFIX}/categories/media/recent`, query: { customerId: place.customerId, categoryId, ...page } };
    }
    case 'product': {
      const productId = filter.productId ?? extractProductId(place.path);
      return productId ? brand({ masterId: productId }) : brand();
    }
    case 'brand':
      return brand();
  }
}

/** One page of a gallery's photos. */
export const loadGalleryPage = (api: ApiClient, request: ApiRequest): Promise<SocialMediaPage> => api.send<SocialMediaPage>(request);

export type ProductLookup = (masterId: string) => Promise<ProductSummary>;

/**
 * The gallery's product details lookup (spec 001 §7), deduplicated: each master id is asked for once, however
 * many photos tag it and however often they are opened. A failed lookup is forgotten, so a later one retries.
 */
export function createProductLookup(api: ApiClient): ProductLookup {
  const known = new Map<string, Promise<ProductSummary>>();
  return (masterId) => {
    let summary = known.get(masterId);
    if (!summary) {
      summary = api.send<ProductSummary>({ method: 'GET', path: `/products/v2/products/${seg(masterId)}/summary` });
      summary.catch(() => known.delete(masterId));
      known.set(masterId, summary);
    }
    return summary;
  };
}
