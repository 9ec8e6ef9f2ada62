import { siteDocuments } from './content/build/site-documents';
import { allSites, type Site } from './content/imports';
import { kestrel } from './content/kestrel/brand';
import { ridgeline } from './content/ridgeline/brand';
import type { SeedDocument } from './types';

/** Each brand's builder, by brand id; a closure keeps every brand's own key types. */
const brands: Readonly<Record<string, (site: Site) => SeedDocument[]>> = {
  ridgeline: (site) => siteDocuments(ridgeline, site),
  kestrel: (site) => siteDocuments(kestrel, site),
};

/**
 * The demo content of every site: home, promo-bar espot, menu, footer, 404, about pages and a page for
 * every category, in each locale's language. Pure and deterministic; the seeder inserts it once.
 */
export function demoDocuments(): SeedDocument[] {
  return allSites().flatMap((site) => {
    const build = brands[site.brand.id];
    if (!build) throw new Error(`no demo content for brand ${site.brand.id}`);
    return build(site);
  });
}
