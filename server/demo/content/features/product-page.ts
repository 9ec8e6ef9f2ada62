import { PRODUCT_TEMPLATE_KEY } from '../../../../runtime/core';
import type { SeedDocument } from '../../types';
import { headerInherited } from '../build/blocks';
import type { Site } from '../imports';
import type { FeatureSeed } from './feature-seed';

/**
 * The content every product page of a site shows around the product (the `product` document keyed
 * `PRODUCT_TEMPLATE_KEY`): the site's inherited header sections for now; editors add shared sections (size help,
 * delivery promises). A product with a `product` document of its own shows that one instead.
 */
const descriptions: Readonly<Record<string, (brand: string) => string>> = {
  en: (brand) => `Footwear, clothing and gear from ${brand}.`,
  fr: (brand) => `Chaussures, vêtements et équipement ${brand}.`,
  de: (brand) => `Schuhe, Bekleidung und Ausrüstung von ${brand}.`,
};

function productTemplate(site: Site): SeedDocument {
  const description = descriptions[site.locale.language]?.(site.brand.name) ?? site.brand.name;
  return {
    siteId: site.siteId,
    docType: 'product',
    key: PRODUCT_TEMPLATE_KEY,
    name: 'Product page (every product)',
    // The product's own name and description replace these in the page's head.
    data: { seo: { title: site.brand.name, description }, sections: [headerInherited()] },
  };
}

export const productPageFeature: FeatureSeed = {
  name: 'product page',
  documents: (site) => [productTemplate(site)],
};
