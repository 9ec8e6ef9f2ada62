import { ApiError } from '../../http/api-error';

/** The catalogue's answers for what cannot be found (the error envelope's API404). */
export const catalogErrors = {
  unknownLocale: (locale: string) => ApiError.notFound(`Unknown locale "${locale}"`),
  productNotFound: (productId: string, siteId?: string) =>
    ApiError.notFound(siteId ? `No product "${productId}" on ${siteId}` : `No product "${productId}"`),
};
