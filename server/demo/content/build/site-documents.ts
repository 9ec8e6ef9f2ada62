import type { SeedDocument } from '../../types';
import type { BrandContent } from '../brand-types';
import type { Site } from '../imports';
import { categoryPages } from './category-pages';
import { footer, globalEspot } from './chrome';
import { homePage } from './home';
import { megaMenu } from './menu';
import { aboutPages, infoPages, notFoundPage } from './pages';
import { createSiteKit } from './site-kit';
import { featureDocuments } from '../features/landing';

/** Every demo document of one site: home, espot, menu, footer, 404, about, membership and legal pages, and every category page. */
export function siteDocuments<K extends string, P extends string, A extends string>(brand: BrandContent<K, P, A>, site: Site): SeedDocument[] {
  const kit = createSiteKit(brand, site);
  return [
    homePage(kit),
    globalEspot(kit),
    megaMenu(kit),
    footer(kit),
    notFoundPage(kit),
    ...aboutPages(kit),
    ...infoPages(kit),
    ...categoryPages(kit),
    ...featureDocuments(site),
  ];
}
