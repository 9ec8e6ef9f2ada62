import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  DEFAULT_MAX_QTY,
  LOW_STOCK,
  productViewSchema,
  type ProductCard,
  type ProductDetails,
  type ProductInventory,
  type ProductPrice,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '../../../schemas';
import { productPagePath, siteForLocale, type Site } from '../../../runtime/core';
import { sizeLabel } from './size-label';
import type { CatalogImage, Database } from '../../db/index';
import { picturePath, sizedPicture } from './pictures';
import { viewWords } from './view-words';
import { catalogErrors } from './errors';
import { type CatalogRepository, createCatalogRepository, type ListingRow } from './repository';

/** Product pictures are drawn square; listings ask for this box, product pages for twice it. */
const CARD_SIDE = 600;
const PAGE_SIDE = 1200;
/** Products released within this many days of the newest are "new". */
const NEW_DAYS = 30;
/**
 * Listings are kept this long, as long as browsers and CDNs may keep them (the route's `max-age`): the same few
 * category pages and searches are asked again and again, and a listing shows no stock.
 */
const LISTING_TTL_MS = 60_000;
const LISTINGS_KEPT = 2_000;

export type ListingEncoding = 'br' | 'gzip' | 'identity';
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** JSON text as sent: brotli at quality 5 (most of the gain, a fraction of the time of 11), gzip level 6, or plain. */
function encodeJson(json: string, encoding: ListingEncoding): Promise<Buffer> {
  const text = Buffer.from(json);
  if (encoding === 'br')
    return brotli(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } });
  if (encoding === 'gzip') return gzipped(text, { level: 6 });
  return Promise.resolve(text);
}

type ProductView = ProductDetails['colours'][number]['images'][number]['view'];
const productViews: readonly ProductView[] = productViewSchema.options;

/** A colourway's picture of one view from its stored references, at a square size. */
const image = (stored: readonly CatalogImage[] | undefined, masterId: string, code: string, view: ProductView, alt: string, side: number) => ({
  url: sizedPicture(picturePath(stored, masterId, code, view), side),
  alt,
  width: side,
  height: side,
});

/** The views a product page shows of a colourway: those of its stored pictures, in their order, or every view. */
const viewsOf = (stored: readonly CatalogImage[]): readonly ProductView[] => {
  const views = stored.map((picture) => picture.view).filter((view): view is ProductView => (productViews as readonly string[]).includes(view));
  return views.length > 0 ? views : productViews;
};

/** A price in a currency's minor units (spec 001 "Price"); the markdown to one decimal of a percent. */
export function productPrice(
  currency: string,
  row: Pick<ListingRow, 'lowCurrent' | 'highCurrent' | 'lowOriginal' | 'highOriginal' | 'historicBest' | 'previousBestSale'>,
): ProductPrice {
  const off = row.lowOriginal > 0 ? Math.round((1 - row.lowCurrent / row.lowOriginal) * 1000) / 10 : 0;
  return {
    currency,
    lowCurrent: row.lowCurrent,
    highCurrent: row.highCurrent,
    lowOriginal: row.lowOriginal,
    highOriginal: row.highOriginal,
    ...(row.historicBest !== null ? { historicBestPrice: row.historicBest } : {}),
    ...(row.previousBestSale !== null ? { previousBestSalesPrice: row.previousBestSale } : {}),
    percentagePriceDiscount: Math.max(0, off),
  };
}

/** A product's page on a site: `/{locale}/p/{slug}-{id}` (spec 001 §2). */
export const productUrl = (site: Site, slug: string, masterId: string): string => productPagePath(site.locale.locale, slug, masterId);

const isNew = (releasedOn: string, newest: number) => newest - Date.parse(releasedOn) <= NEW_DAYS * 86_400_000;

/**
 * The catalogue's calls (spec 001 §7 Products): listings and search, a product's details and its inventory.
 * A product is sold on every site of its brand; a site's language names it and its currency prices it.
 */
export function createCatalogService(db: Database, repository: CatalogRepository = createCatalogRepository(db)) {
  const siteOf = (locale: string): Site => {
    const site = siteForLocale(locale);
    if (!site) throw catalogErrors.unknownLocale(locale);
    return site;
  };
  /** Each brand's newest release, read once: "new" is relative to it, so a demo catalogue never goes stale. */
  const newest = new Map<string, Promise<number>>();
  const newestFor = (site: Site): Promise<number> => {
    let known = newest.get(site.brand.id);
    if (!known) {
      known = repository.newestRelease(site.brand.id).then((day) => (day ? Date.parse(day) : Date.now()));
      newest.set(site.brand.id, known);
    }
    return known;
  };

  async function searchNow(query: ProductSearchQuery): Promise<ProductSearchResponse> {
    const site = siteOf(query.locale);
    const language = site.locale.language;
    const { total, rows } = await repository.listing({
      brandId: site.brand.id,
      language,
      currency: site.locale.currency,
      q: query.q || undefined,
      categoryId: query.categoryId,
      sort: query.sort,
      start: query.start,
      count: query.count,
    });
    const colourRows = await repository.colours(
      rows.map((r) => r.masterId),
      language,
    );
    const latest = await newestFor(site);
    const products: ProductCard[] = rows.map((row) => {
      const own = colourRows.filter((c) => c.masterId === row.masterId);
      const colours = own.map((c) => ({
        code: c.code,
        name: c.name,
        swatch: c.swatch,
        image: image(c.images, row.masterId, c.code, 'main', `${row.name}, ${c.name}`, CARD_SIDE),
      }));
      return {
        productId: row.masterId,
        name: row.name,
        url: productUrl(site, row.slug, row.masterId),
        image: colours[0]?.image ?? image(undefined, row.masterId, '000', 'main', row.name, CARD_SIDE),
        price: productPrice(site.locale.currency, row),
        colours,
        isNew: isNew(row.releasedOn, latest),
      };
    });
    const answer: ProductSearchResponse = { total, start: query.start, count: products.length, sort: query.sort, products };
    if (total > 0 || !query.q) return answer;
    const suggestion = await repository.suggestion({ brandId: site.brand.id, language, currency: site.locale.currency, q: query.q });
    return suggestion === undefined ? answer : { ...answer, suggestion };
  }

  /** Answers of the last minute by query; the promise itself, so identical queries arriving together share one. */
  const listings = new Map<
    string,
    { readonly at: number; readonly answer: Promise<ProductSearchResponse>; readonly sent: Map<string, Promise<Buffer>> }
  >();
  const listingKey = (q: ProductSearchQuery) =>
    JSON.stringify([q.locale.toLowerCase(), q.q?.trim().toLowerCase() ?? '', q.categoryId ?? '', q.sort, q.start, q.count]);

  return {
    /** A page of a listing (search, category), answered from the last minute's when it was asked already. */
    search(query: ProductSearchQuery): Promise<ProductSearchResponse> {
      const key = listingKey(query);
      const now = performance.now();
      const kept = listings.get(key);
      if (kept && now - kept.at < LISTING_TTL_MS) return kept.answer;
      if (kept) listings.delete(key);
      while (listings.size >= LISTINGS_KEPT) listings.delete(listings.keys().next().value as string);
      const answer = searchNow(query);
      listings.set(key, { at: now, answer, sent: new Map() });
      answer.catch(() => listings.delete(key));
      return answer;
    },

    /**
     * The same listing as the bytes the API sends, in an encoding the client takes (`br`, `gzip` or `identity`),
     * kept with it: a listing asked again within the minute is neither serialized nor compressed again.
     */
    searchBody(query: ProductSearchQuery, encoding: ListingEncoding): Promise<Buffer> {
      const answer = this.search(query);
      const kept = listings.get(listingKey(query));
      const encode = () => answer.then((a) => encodeJson(JSON.stringify(a), encoding));
      if (kept?.answer !== answer) return encode();
      let body = kept.sent.get(encoding);
      if (!body) {
        body = encode();
        kept.sent.set(encoding, body);
      }
      return body;
    },

    async details(productId: string, locale: string): Promise<ProductDetails> {
      const site = siteOf(locale);
      const product = await repository.product(productId, site.brand.id);
      if (!product) throw catalogErrors.productNotFound(productId, site.siteId);
      const language = site.locale.language;
      const words = product.texts.find((t) => t.language === language) ?? product.texts.find((t) => t.language === 'en');
      if (!words) throw catalogErrors.productNotFound(productId, site.siteId);
      const parts = await repository.productParts(productId, site.locale.currency);
      if (!parts.summary) throw catalogErrors.productNotFound(productId, site.siteId);
      const first = parts.skus[0]?.sizeLabels;
      const sizeSystem = first?.us !== undefined ? (site.brand.region === 'NA' ? 'US' : 'UK') : first?.label === 'one' ? 'one' : 'letter';
      const views = viewWords;
      const alternates = Object.fromEntries(
        site.brand.locales.map((l) => {
          const slug = product.texts.find((t) => t.language === l.language)?.slug ?? words.slug;
          return [l.locale, productPagePath(l.locale, slug, productId)];
        }),
      );
      return {
        productId,
        name: words.name,
        description: words.description,
        url: productUrl(site, words.slug, productId),
        brand: site.brand.name,
        kind: product.kind,
        audience: product.audience as ProductDetails['audience'],
        categoryIds: [...parts.categoryIds].sort((a, b) => a - b),
        sizeSystem,
        price: productPrice(site.locale.currency, parts.summary),
        colours: parts.colours.map((colour) => {
          const name = colour.names[language] ?? colour.names.en ?? colour.code;
          const price = parts.prices.find((p) => p.colourCode === colour.code);
          return {
            code: colour.code,
            name,
            swatch: colour.swatch,
            price: {
              currency: site.locale.currency,
              current: price?.currentMinor ?? parts.summary!.lowCurrent,
              original: price?.originalMinor ?? parts.summary!.lowOriginal,
            },
            images: viewsOf(colour.images).map((view) => ({
              ...image(colour.images, productId, colour.code, view, `${words.name}, ${name}${views[view]?.[language] ?? ''}`, PAGE_SIDE),
              view,
            })),
            sizes: parts.skus
              .filter((s) => s.colourCode === colour.code)
              .map((s) => ({ sku: s.sku, code: s.sizeCode, label: sizeLabel(s.sizeLabels, site) })),
          };
        }),
        alternates,
        isNew: isNew(product.releasedOn, await newestFor(site)),
      };
    },

    async inventory(productId: string): Promise<ProductInventory> {
      const rows = await repository.inventory(productId);
      if (rows.length === 0 && !(await repository.exists(productId))) throw catalogErrors.productNotFound(productId);
      return {
        productId,
        variants: Object.fromEntries(
          rows.map(({ sku, quantity }) => [
            sku,
            {
              quantity,
              inStock: quantity > 0,
              lowStock: quantity > 0 && quantity <= LOW_STOCK,
              maxQty: Math.min(quantity, DEFAULT_MAX_QTY),
            },
          ]),
        ),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
