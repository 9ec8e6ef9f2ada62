import { productPagePath } from '../../../runtime/core';
import { demoImageInfo } from '../../images';
import type { Database } from '../../db/database';
import { demoProduct } from './build-catalogue';
import { productSummaries, type NewProductSummaryRow } from '../../db/schema/index';
import type { BrandContent } from '../content/brand-types';
import { createSiteKit } from '../content/build/site-kit';
import { allSites, type Site } from '../content/imports';
import { kestrel } from '../content/kestrel/brand';
import { category } from '../content/links';
import { ridgeline } from '../content/ridgeline/brand';

/** A catalogue product's page on a site, in the site's language. */
function productPath(site: Site, masterId: string): string | undefined {
  const found = demoProduct(masterId);
  const slug = found?.slugs[site.locale.language as keyof typeof found.slugs];
  return slug ? productPagePath(site.locale.locale, slug, masterId) : undefined;
}

/** Product pictures in widgets: square, as the gallery's product cards show them. */
const SIDE = 600;

function siteSummaries<K extends string, P extends string, A extends string>(brand: BrandContent<K, P, A>, site: Site): NewProductSummaryRow[] {
  const kit = createSiteKit(brand, site);
  const { currency } = site.locale;
  return (Object.keys(brand.products) as P[]).map((key) => {
    const product = brand.products[key];
    const amount = product.prices[currency];
    if (amount === undefined) throw new Error(`${product.name} has no ${currency} price`);
    return {
      siteId: site.siteId,
      masterId: product.masterId,
      name: product.name,
      description: kit.copy.products[key],
      // The product's page; a product the catalogue lacks sells on its category page.
      url: productPath(site, product.masterId) ?? kit.url(category(product.category)),
      imageUrl: `/images/${product.image}.svg?w=${SIDE}&h=${SIDE}`,
      imageAlt: demoImageInfo(product.image)?.title ?? product.name,
      imageWidth: SIDE,
      imageHeight: SIDE,
      currency,
      priceMinor: Math.round(amount * 100),
    };
  });
}

const builders: Readonly<Record<string, (site: Site) => NewProductSummaryRow[]>> = {
  ridgeline: (site) => siteSummaries(ridgeline, site),
  kestrel: (site) => siteSummaries(kestrel, site),
};

/** Every featured product of every site as widgets show it: name, what it is, price in the site's currency, where it sells. */
export function demoProductSummaries(): NewProductSummaryRow[] {
  return allSites().flatMap((site) => {
    const build = builders[site.brand.id];
    if (!build) throw new Error(`no products for brand ${site.brand.id}`);
    return build(site);
  });
}

/** Inserts the summaries a site does not have yet; a row already there is left as it is. @returns how many were inserted. */
export async function seedProductSummaries(db: Database, rows: readonly NewProductSummaryRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(productSummaries)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ masterId: productSummaries.masterId });
  return inserted.length;
}
