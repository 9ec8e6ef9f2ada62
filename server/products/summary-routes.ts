import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../http/contract-route';
import { and, eq } from 'drizzle-orm';
import { type ProductSummary } from '../../schemas';
import { siteForLocale } from '../../runtime/core';
import { productSummaries as t, type Database, type ProductSummaryRow } from '../db/index';
import { ApiError } from '../http/api-error';

/** Where the gallery widget looks a tagged product up (spec 001 §7: path not shown). */
export const productSummaryPath = '/products/v2/products/:masterId/summary';

const toJson = (row: ProductSummaryRow): ProductSummary => {
  const price = row.priceMinor / 100;
  return {
    masterId: row.masterId,
    name: row.name,
    description: row.description,
    url: row.url,
    image: { url: row.imageUrl, alt: row.imageAlt, width: row.imageWidth, height: row.imageHeight },
    price: { currency: row.currency, lowCurrent: price, highCurrent: price },
  };
};

/**
 * `GET /products/v2/products/{masterId}/summary?locale=…`: a product as widgets show it on the locale's site.
 * Unknown locales and products the site does not sell answer 404 API404.
 */
export const productSummaryRoutes: FastifyPluginCallbackZod<{ db: Database }> = (app, { db }, done) => {
  route(app, 'GET /products/v2/products/:masterId/summary', async (request, reply) => {
    const site = siteForLocale(request.query.locale);
    if (!site) throw ApiError.notFound(`Unknown locale "${request.query.locale}"`);
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.siteId, site.siteId), eq(t.masterId, request.params.masterId)));
    if (!row) throw ApiError.notFound(`No product "${request.params.masterId}" on ${site.siteId}`);
    void reply.header('cache-control', 'public, max-age=300');
    return toJson(row);
  });
  done();
};
