import type { SeedDocument } from '../../types';
import { isLazySection } from '../imports';
import type { Site } from '../imports';
import { features } from './index';

const titles: Readonly<Record<string, string>> = {
  en: 'Explore',
  fr: 'Explorer',
  de: 'Entdecken',
};
/** Search engines and the seed tests want a real description on every page. */
const enDescription = (brand: string) => `Everything ${brand} offers on one page: stories, collections and the ways we look after you.`;
const descriptions: Readonly<Record<string, (brand: string) => string>> = {
  en: enDescription,
  fr: (brand) => `Tout ${brand} sur une seule page\u202f: histoires, collections et nos services.`,
  de: (brand) => `Alles von ${brand} auf einer Seite: Geschichten, Kollektionen und unser Service.`,
};

/**
 * The features' additions for one site: their documents, and the `explore` landing page when any has sections
 * (in the features' order, sections rendered on the client last).
 */
export function featureDocuments(site: Site): SeedDocument[] {
  const documents = features.flatMap((feature) => feature.documents?.(site) ?? []);
  const added = features.flatMap((feature) => feature.landingSections?.(site) ?? []);
  if (added.length === 0) return documents;
  // A section the browser renders as it nears the screen belongs below the fold: at the top it would open the
  // page with a placeholder and push everything down once it fills.
  const sections = [...added.filter((s) => !isLazySection(s.name)), ...added.filter((s) => isLazySection(s.name))];
  const title = `${titles[site.locale.language] ?? 'Explore'} | ${site.brand.name}`;
  const landing: SeedDocument = {
    siteId: site.siteId,
    docType: 'page',
    key: 'explore',
    name: title,
    data: {
      seo: { title, description: (descriptions[site.locale.language] ?? enDescription)(site.brand.name) },
      sections: [{ name: 'header inherited', items: [] }, ...sections],
    },
  };
  return [...documents, landing];
}

/** Sections the features append to a site's home page. */
export const featureHomeSections = (site: Site) => features.flatMap((feature) => feature.homeSections?.(site) ?? []);
