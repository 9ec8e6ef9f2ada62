import type { CallInput, ProductSummary, SocialMediaPage, UgcFilter } from '../../schemas';
import type { ApiClient } from './api-client';
import { requestOf, type TypedClient } from './client/index';
import { extractCategoryId, extractProductId } from './path-ids';
import type { ApiRequest } from './transport';

/** Spec 001 §9 "widget creation delay": a gallery starts loading this long after it comes near the screen. */
export const GALLERY_WIDGET_DELAY_MS = 500;

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

type GalleryKey =
  | 'GET /social/v1/customers/:customerId/media/recent'
  | 'GET /social/v1/streams/:streamId/media/recent'
  | 'GET /social/v1/streams/media/recent'
  | 'GET /social/v1/categories/media/recent';

/** A gallery's call of the API contract: its key and input. */
export type GalleryCall = { readonly [K in GalleryKey]: { readonly key: K } & CallInput<K> }[GalleryKey];

/**
 * The social-gallery call (spec 001 §7) that lists a gallery's photos: one stream, several streams merged, a
 * category's streams, the photos tagged with a product, or the brand's newest. A category or product filter
 * without an id takes the page's; on a page without one the gallery shows the brand's newest photos.
 *
 * @example galleryCall({ by: 'product' }, { customerId: 'ridgeline', path: '/en-us/p/summit-trail-RL10062010' }, { limit: 12 })
 *   // → GET /social/v1/customers/ridgeline/media/recent?masterId=RL10062010&limit=12
 */
export function galleryCall(filter: UgcFilter, place: GalleryPlace, paging: GalleryPaging): GalleryCall {
  const page = { limit: String(paging.limit), ...(paging.cursor ? { cursor: paging.cursor } : {}) };
  const brand = (query: { masterId?: string } = {}): GalleryCall => ({
    key: 'GET /social/v1/customers/:customerId/media/recent',
    params: { customerId: place.customerId },
    query: { ...query, ...page },
  });
  switch (filter.by) {
    case 'streams': {
      const [only, ...more] = filter.streamIds;
      if (only !== undefined && more.length === 0)
        return { key: 'GET /social/v1/streams/:streamId/media/recent', params: { streamId: only }, query: page };
      return { key: 'GET /social/v1/streams/media/recent', query: { streamId: filter.streamIds.join(','), ...page } };
    }
    case 'category': {
      const categoryId = filter.categoryId ?? extractCategoryId(place.path);
      if (!categoryId) return brand();
      return { key: 'GET /social/v1/categories/media/recent', query: { customerId: place.customerId, categoryId, ...page } };
    }
    case 'product': {
      const productId = filter.productId ?? extractProductId(place.path);
      return productId ? brand({ masterId: productId }) : brand();
    }
    case 'brand':
      return brand();
  }
}

/** The request a gallery's call makes (method, path and query), e.g. for logs and tests. */
export const galleryRequest = (filter: UgcFilter, place: GalleryPlace, paging: GalleryPaging): ApiRequest => {
  const { key, ...input } = galleryCall(filter, place, paging);
  return requestOf(key, input);
};

/** One page of a gallery's photos. */
export const loadGalleryPage = (api: TypedClient, { key, ...input }: GalleryCall): Promise<SocialMediaPage> =>
  api.call(key as 'GET /social/v1/streams/media/recent', input as CallInput<'GET /social/v1/streams/media/recent'>);

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
      summary = api.call('GET /products/v2/products/:masterId/summary', { params: { masterId }, query: { locale: api.locale } });
      summary.catch(() => known.delete(masterId));
      known.set(masterId, summary);
    }
    return summary;
  };
}
