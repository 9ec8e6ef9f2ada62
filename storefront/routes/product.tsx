import type { LoaderFunctionArgs } from 'react-router';
import { isNotFound, PRODUCT_TEMPLATE_KEY, productSegment } from '../../runtime/core';
import { loadPage } from '../data/page-loader';
import type { MenuCategory } from '../../runtime/core';
import type { PageQuery } from '../data/page-query';
import { productMeta } from '../meta/product-meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';

/**
 * Product page: `/{locale}/p/{slug}-{id}` or `…-p{id}`: the catalogue's product (a site that does not sell it
 * answers 404), its stock, and the content around it: the product's own `product` document, else the site's
 * product template. The colour and size the shopper picked are in the URL (`?colour=&size=`).
 */

export const meta = productMeta;

const query: PageQuery = async ({ api, mode, site, params, catalog, search, menuCategories }) => {
  const segment = productSegment(params.slug);
  if (!segment || !catalog || segment.id === PRODUCT_TEMPLATE_KEY) return null;
  const ownDocument = api.content.product(mode, site.siteId, segment.id).catch((error: unknown) => {
    if (isNotFound(error)) return api.content.product(mode, site.siteId, PRODUCT_TEMPLATE_KEY);
    throw error;
  });
  ownDocument.catch(() => undefined);
  const [product, stock, menu] = await Promise.all([
    catalog.details(segment.id, site.locale.locale),
    catalog.inventory(segment.id),
    menuCategories(site),
  ]);
  if (!product) return null;
  // The breadcrumb goes through the most specific of its categories the site's menu links to.
  const category = product.categoryIds
    .flatMap((id) => menu.get(String(id)) ?? [])
    .reduce<MenuCategory | undefined>((best, next) => (best && best.trail.length >= next.trail.length ? best : next), undefined);
  const colour = product.colours.find((c) => c.code === search.get('colour'))?.code ?? product.colours[0]?.code ?? '';
  const size = search.get('size') ?? undefined;
  return {
    doc: await ownDocument,
    canonical: new URL(product.url, 'http://x').pathname.slice(site.locale.locale.length + 1),
    alternates: Object.fromEntries(Object.entries(product.alternates).map(([locale, url]) => [locale, url.slice(locale.length + 1)])),
    trail: category ? [...category.trail, { name: category.name, path: category.path }] : [],
    name: product.name,
    catalog: { kind: 'product', product, stock: stock?.variants ?? {}, colour, ...(size ? { size } : {}) },
  };
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'content' });

/** The product, then the content around it (`PageMain`). */
export const Component = PageMain;

export const ErrorBoundary = PageError;
