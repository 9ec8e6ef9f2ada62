import { pathBelowLocale } from '../../runtime/core';
import type { ResolvedPage, Site } from '../../runtime/core';
import type { SeoData } from '../data/page-data';

export interface SeoInput {
  readonly site: Site;
  readonly page: ResolvedPage;
  /** The shopper-facing origin, e.g. `https://shop.example`. */
  readonly origin: string;
  readonly pathname: string;
  readonly status: number;
  readonly preview: boolean;
}

/** The origin the shopper used, as seen through a proxy when there is one. */
export function requestOrigin(headers: Readonly<Record<string, string | undefined>>, fallback: string): string {
  const host = (headers['x-forwarded-host'] ?? headers.host)?.split(',')[0]?.trim();
  const proto = headers['x-forwarded-proto']?.split(',')[0]?.trim() ?? 'http';
  return host && /^[\w.:[\]-]+$/.test(host) && /^https?$/.test(proto) ? `${proto}://${host}` : fallback;
}

/**
 * Title, description, canonical URL and hreflang alternates (every locale of the brand plus x-default).
 * Error pages and previews are never indexed and name no canonical.
 */
export function seoFor({ site, page, origin, pathname, status, preview }: SeoInput): SeoData {
  const title = page.seo.title || site.brand.name;
  const description = page.seo.description;
  const noIndex = Boolean(page.seo.noIndex) || preview || status !== 200;
  if (status !== 200) return { title, description, alternates: [], noIndex };
  const below = pathBelowLocale(pathname);
  const href = (locale: string) => `${origin}/${locale}${below === '/' ? '' : below}`;
  const alternates = [
    ...site.brand.locales.map((l) => ({ hreflang: l.tag, href: href(l.locale) })),
    { hreflang: 'x-default', href: href(site.brand.defaultLocale) },
  ];
  return { title, description, canonical: href(site.locale.locale), alternates, noIndex };
}
