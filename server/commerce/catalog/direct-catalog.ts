import type { CatalogApi } from '../../../runtime/core';
import { ApiError } from '../../http/api-error';
import type { CatalogService } from './service';

const notFoundAsNull = (error: unknown): null => {
  if (error instanceof ApiError && error.statusCode === 404) return null;
  throw error;
};

/** The catalogue service as the server render's loaders call it: a product a site does not sell is null, not an error. */
export function directCatalog(service: CatalogService): CatalogApi {
  return {
    search: (query) => service.search(query),
    details: (productId, locale) => service.details(productId, locale).catch(notFoundAsNull),
    inventory: (productId) => service.inventory(productId).catch(notFoundAsNull),
  };
}
