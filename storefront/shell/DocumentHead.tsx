import { memo } from 'react';
import { faviconPath } from '../../runtime/core';
import type { Site } from '../../runtime/core';
import type { SeoData } from '../data/page-data';
import { preload } from 'react-dom';
import { useDocumentAssets } from './assets';

/** The document head: title, description, robots, canonical and hreflang alternates, Open Graph and X card, icon, stylesheets. */
export const DocumentHead = memo(function DocumentHead({
  site,
  seo,
  app = false,
}: {
  readonly site: Site;
  readonly seo: SeoData;
  readonly app?: boolean;
}) {
  const { styles: shellStyles, appStyles = [], fonts } = useDocumentAssets();
  // An app route's page (cart, checkout, order confirmation) links the app routes' stylesheets as well.
  const styles = app ? [...shellStyles, ...appStyles] : shellStyles;
  // The brand's headline face (Latin; other scripts load when a page holds them) starts loading with the
  // stylesheets: faces are `font-display: optional`, so what is not there for the first paint waits for the next
  // page. Only the first face: preloading every face held back the first screen's picture on a slow phone.
  const [headline] = site.brand.fonts;
  const href = headline ? fonts?.[`${headline}-latin`] : undefined;
  if (href) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const og = seo.openGraph;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{seo.title}</title>
      {seo.description ? <meta name="description" content={seo.description} /> : null}
      {seo.noIndex ? <meta name="robots" content="noindex" /> : null}
      {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
      {seo.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {og ? (
        <>
          <meta property="og:title" content={og.title} />
          {og.description ? <meta property="og:description" content={og.description} /> : null}
          <meta property="og:url" content={og.url} />
          <meta property="og:type" content={og.type} />
          {og.image ? <meta property="og:image" content={og.image.url} /> : null}
          {og.image?.width ? <meta property="og:image:width" content={String(og.image.width)} /> : null}
          {og.image?.height ? <meta property="og:image:height" content={String(og.image.height)} /> : null}
          <meta property="og:site_name" content={site.brand.name} />
          <meta property="og:locale" content={og.locale} />
          {og.localeAlternates.map((locale) => (
            <meta key={locale} property="og:locale:alternate" content={locale} />
          ))}
          {/* X reads Open Graph for the rest; the card's kind is its own. */}
          <meta name="twitter:card" content={og.image ? 'summary_large_image' : 'summary'} />
        </>
      ) : null}
      <link rel="icon" type="image/svg+xml" href={faviconPath(site.brand.id)} />
      {styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </head>
  );
});
