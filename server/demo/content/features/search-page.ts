import type { SeedDocument } from '../../types';
import { headerInherited } from '../build/blocks';
import type { Site } from '../imports';
import type { FeatureSeed } from './feature-seed';

/** The search page's title and description by language; results are never indexed. */
const words: Readonly<Record<string, (brand: string) => { title: string; description: string }>> = {
  en: (brand) => ({ title: `Search | ${brand}`, description: `Search the ${brand} store.` }),
  fr: (brand) => ({ title: `Recherche | ${brand}`, description: `Rechercher dans la boutique ${brand}.` }),
  de: (brand) => ({ title: `Suche | ${brand}`, description: `Im ${brand} Shop suchen.` }),
};

/** The `search` augmented page (spec 001 §7's fixed page) above the search form and its results. */
function searchPage(site: Site): SeedDocument {
  const copy = words[site.locale.language]?.(site.brand.name);
  if (!copy) throw new Error(`no search copy for ${site.siteId}`);
  return {
    siteId: site.siteId,
    docType: 'augmentedpage',
    key: 'search',
    name: copy.title,
    data: { seo: { ...copy, noIndex: true }, sections: [headerInherited()] },
  };
}

export const searchPageFeature: FeatureSeed = {
  name: 'search page',
  documents: (site) => [searchPage(site)],
};
