import type { PageMeta } from '../data/page-query';
import { heroImage } from './hero-image';
import { shareImage } from './share-image';
import { article, breadcrumbList, crumbsFrom, organization } from './structured-data';

const ogLocale = (tag: string) => tag.replace('-', '_');
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Head tags of a page of the content service, shared by the content-backed routes: title and description from
 * the document; the canonical URL at the page's own path; hreflang alternates at each locale's own URL for the
 * same page (plus `x-default`, the brand's default locale); Open Graph; Organization, BreadcrumbList and
 * Article structured data. Error pages and previews are never indexed and name no canonical, alternates or
 * Open Graph.
 */
export const pageMeta: PageMeta = ({ site, page, found, origin, path, status, preview }) => {
  const title = page.seo.title || site.brand.name;
  const description = page.seo.description;
  const noIndex = Boolean(page.seo.noIndex) || preview || status !== 200;
  const jsonLd = [organization(site, origin)];
  if (!found || status !== 200 || preview) return { title, description, alternates: [], noIndex, jsonLd };

  const urlIn = (locale: string, below: string) => `${origin}/${locale}${below === '/' ? '' : below}`;
  const pathIn = (locale: string): string | undefined => (found.alternates ? found.alternates[locale] : path);
  // A listing's later pages are pages of their own: each its own canonical (`?page=2`), with no other locale's
  // (another locale's page 2 holds other products); page 1 and every order share the plain path.
  const listingPage = found.catalog?.kind === 'listing' && found.catalog.page > 1 ? found.catalog.page : undefined;
  const canonical = `${urlIn(site.locale.locale, path)}${listingPage ? `?page=${listingPage}` : ''}`;
  const localized = listingPage
    ? []
    : site.brand.locales.flatMap((l) => {
        const below = l.locale === site.locale.locale ? path : pathIn(l.locale);
        return below === undefined ? [] : [{ locale: l, href: urlIn(l.locale, below) }];
      });
  const fallback = localized.find((a) => a.locale.locale === site.brand.defaultLocale);
  const alternates = [
    ...localized.map((a) => ({ hreflang: a.locale.tag, href: a.href })),
    ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
  ];

  const card = found.doc.data.article as Readonly<Record<string, unknown>> | undefined;
  const picture = text((card?.picture as { url?: unknown } | undefined)?.url) ?? heroImage(page);
  const image = picture ? shareImage(origin, picture) : undefined;
  const openGraph = {
    title,
    description,
    url: canonical,
    type: card ? ('article' as const) : ('website' as const),
    ...(image ? { image } : {}),
    locale: ogLocale(site.locale.tag),
    localeAlternates: localized.filter((a) => a.locale.locale !== site.locale.locale).map((a) => ogLocale(a.locale.tag)),
  };

  if (found.trail && path !== '/') {
    const home = { name: site.brand.name, path: '/' };
    const here = { name: found.name ?? found.doc.name, path };
    jsonLd.push(breadcrumbList(crumbsFrom(home, found.trail, here, (below) => urlIn(site.locale.locale, below))));
  }
  if (card) {
    const date = text(card.date);
    jsonLd.push(
      article(site, origin, {
        headline: text(card.title) ?? title,
        description: text(card.subtitle) ?? description,
        ...(date ? { datePublished: date } : {}),
        ...(image ? { image: image.url } : {}),
        url: canonical,
      }),
    );
  }
  return { title, description, canonical, alternates, noIndex, openGraph, jsonLd };
};
