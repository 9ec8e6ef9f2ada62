import { faviconPath } from '../../runtime/core';
import type { Site } from '../../runtime/core';
import type { Crumb } from '../../runtime/core';

type JsonLd = Readonly<Record<string, unknown>>;
const CONTEXT = 'https://schema.org';

/** The brand as an Organization: on every page. */
export const organization = (site: Site, origin: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: site.brand.name,
  url: `${origin}/${site.brand.defaultLocale}`,
  logo: `${origin}${faviconPath(site.brand.id)}`,
});

/** Home, the page's parents, the page: for every page below home (pages, categories, products). */
export const breadcrumbList = (items: readonly { readonly name: string; readonly url: string }[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
});

export interface ArticleFacts {
  readonly headline: string;
  readonly description: string;
  readonly datePublished?: string;
  readonly image?: string;
  readonly url: string;
}

/** An article page (its document's `article` card data). */
export const article = (site: Site, origin: string, facts: ArticleFacts): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Article',
  headline: facts.headline,
  description: facts.description,
  ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
  ...(facts.image ? { image: [facts.image] } : {}),
  mainEntityOfPage: facts.url,
  // The journal's articles carry no byline: the brand writes them.
  author: { '@type': 'Organization', name: site.brand.name, url: `${origin}/${site.brand.defaultLocale}` },
  publisher: { '@type': 'Organization', name: site.brand.name, logo: `${origin}${faviconPath(site.brand.id)}` },
});

/** The trail's URLs, absolute, from home to the page. */
export const crumbsFrom = (home: Crumb, trail: readonly Crumb[], here: Crumb, url: (path: string) => string) =>
  [home, ...trail, here].map((crumb) => ({ name: crumb.name, url: url(crumb.path) }));
