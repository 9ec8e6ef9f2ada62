import type { SeedDocument } from '../../types';
import { headerInherited } from '../build/blocks';
import type { Site } from '../imports';
import type { FeatureSeed } from './feature-seed';

interface Seo {
  readonly title: string;
  readonly description: string;
}

/** The titles of the checkout and the order confirmation by language; neither is ever indexed. */
const words: Readonly<Record<string, (brand: string) => { checkout: Seo; confirmation: Seo }>> = {
  en: (brand) => ({
    checkout: { title: `Checkout | ${brand}`, description: `Secure checkout at ${brand}.` },
    confirmation: { title: `Thank you for your order | ${brand}`, description: `Your ${brand} order is confirmed.` },
  }),
  fr: (brand) => ({
    checkout: { title: `Paiement | ${brand}`, description: `Paiement sécurisé chez ${brand}.` },
    confirmation: { title: `Merci pour votre commande | ${brand}`, description: `Votre commande ${brand} est confirmée.` },
  }),
  de: (brand) => ({
    checkout: { title: `Kasse | ${brand}`, description: `Sicher bezahlen bei ${brand}.` },
    confirmation: { title: `Danke für deine Bestellung | ${brand}`, description: `Deine Bestellung bei ${brand} ist bestätigt.` },
  }),
};

/**
 * The `checkout` and `order-confirmation` augmented pages (spec 001 §7's fixed pages): their titles, and the
 * promo bar above the header; the storefront's app routes render the checkout and the order below it.
 */
function checkoutPages(site: Site): SeedDocument[] {
  const copy = words[site.locale.language]?.(site.brand.name);
  if (!copy) throw new Error(`no checkout copy for ${site.siteId}`);
  const page = (key: string, seo: Seo): SeedDocument => ({
    siteId: site.siteId,
    docType: 'augmentedpage',
    key,
    name: seo.title,
    data: { seo: { ...seo, noIndex: true }, sections: [headerInherited()] },
  });
  return [page('checkout', copy.checkout), page('order-confirmation', copy.confirmation)];
}

export const checkoutPagesFeature: FeatureSeed = {
  name: 'checkout pages',
  documents: (site) => checkoutPages(site),
};
