import type { SeedDocument } from '../../types';
import { headerInherited, hero, media, paragraphs, section, target } from '../build/blocks';
import { createSiteKit } from '../build/site-kit';
import type { Site } from '../imports';
import { kestrel } from '../kestrel/brand';
import { link } from '../links';
import { ridgeline } from '../ridgeline/brand';
import type { FeatureSeed } from './feature-seed';

interface CartCopy {
  readonly seo: { readonly title: string; readonly description: string };
  readonly title: string;
  readonly text: string;
  readonly shop: string;
}

/** The empty cart's words by language; the brand's name goes into the title. */
const words: Readonly<Record<string, (brand: string) => CartCopy>> = {
  en: (brand) => ({
    seo: { title: `Your cart | ${brand}`, description: `Your ${brand} cart.` },
    title: 'Your cart is empty',
    text: 'Nothing in here yet. Find your next pair, then come back to check out.',
    shop: 'Continue shopping',
  }),
  fr: (brand) => ({
    seo: { title: `Votre panier | ${brand}`, description: `Votre panier ${brand}.` },
    title: 'Votre panier est vide',
    text: 'Rien pour l’instant. Trouvez votre prochaine paire, puis revenez pour passer la commande.',
    shop: 'Continuer vos achats',
  }),
  de: (brand) => ({
    seo: { title: `Dein Warenkorb | ${brand}`, description: `Dein Warenkorb bei ${brand}.` },
    title: 'Dein Warenkorb ist leer',
    text: 'Noch ist nichts darin. Finde dein nächstes Paar und komm dann zur Kasse zurück.',
    shop: 'Weiter einkaufen',
  }),
};

/** The `cart` augmented page (spec 001 §7's fixed page) the cart shows while it is empty: a way back to the shop. */
function cartPage(site: Site): SeedDocument {
  const kit = site.brand.id === 'kestrel' ? createSiteKit(kestrel, site) : createSiteKit(ridgeline, site);
  const copy = words[site.locale.language]?.(site.brand.name);
  if (!copy) throw new Error(`no cart copy for ${site.siteId}`);
  const popular = kit.category(kit.brand.notFound.popular);
  const sections = [
    headerInherited(),
    section('cart', [
      hero({
        id: kit.blockId('cart', 'empty'),
        title: copy.title,
        richText: paragraphs(copy.text),
        targets: [target(kit.url(link('home')), copy.shop, 'primary'), target(popular.url, popular.title, 'secondary')],
        media: media(kit.brand.pages.notFound, 'wide'),
        gradientStyle: 'full',
        gradientTone: 'dark',
        colours: { text: '#ffffff' },
        overlayWidth: 'md',
      }),
    ]),
  ];
  return { siteId: site.siteId, docType: 'augmentedpage', key: 'cart', name: copy.title, data: { seo: { ...copy.seo, noIndex: true }, sections } };
}

/** The cart's page in every locale: the storefront's first app route renders it while the cart is empty. */
export const cartFeature: FeatureSeed = {
  name: 'cart',
  documents: (site) => [cartPage(site)],
};
