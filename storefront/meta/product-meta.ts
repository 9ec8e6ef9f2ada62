import { decimalAmount } from '../../runtime/core';
import type { PageMeta } from '../data/page-query';
import { pageMeta } from './page-meta';
import { productMetaDescription } from './product-description';
import { shareImage } from './share-image';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * A product page's head: the product's name, a meta description of its own (`productMetaDescription`: its name and
 * colours before the shop's description of its kind, within 160 characters), its canonical URL and each locale's own URL for it
 * (from the catalogue), its first picture for Open Graph, and Product structured data with an offer in the site's
 * currency (in stock when any size is).
 */
export const productMeta: PageMeta = (args) => {
  const data = args.found?.catalog;
  if (data?.kind !== 'product') return pageMeta(args);
  const { product, stock } = data;
  const description = productMetaDescription(product, args.site.locale.tag);
  const page = { ...args.page, seo: { ...args.page.seo, title: `${product.name} | ${args.site.brand.name}`, description } };
  const base = pageMeta({ ...args, page });
  if (!base.canonical || !base.openGraph) return base;
  const images = product.colours.flatMap((c) => c.images.slice(0, 1).map((i) => absolute(args.origin, i.url)));
  const inStock = Object.values(stock).some((v) => v.inStock);
  const offer = {
    '@type': 'AggregateOffer',
    priceCurrency: product.price.currency,
    lowPrice: decimalAmount(product.price.lowCurrent),
    highPrice: decimalAmount(product.price.highCurrent),
    offerCount: product.colours.length,
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: base.canonical,
  };
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    productID: product.productId,
    sku: product.productId,
    brand: { '@type': 'Brand', name: product.brand },
    image: images,
    color: product.colours.map((c) => c.name).join(', '),
    offers: offer,
  };
  const share = images[0] ? shareImage(args.origin, images[0]) : undefined;
  return { ...base, openGraph: { ...base.openGraph, ...(share ? { image: share } : {}) }, jsonLd: [...base.jsonLd, structured] };
};
