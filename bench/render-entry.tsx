/**
 * Built by Vite for SSR (`dist/bench/render-entry.js`) so the block components and their CSS imports
 * load in Node exactly as in the storefront's server bundle.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { blockComponents } from '../block-registry';
import Banner from '../block-registry/hero/Banner';
import Hero from '../block-registry/hero/Hero';
import Collection from '../block-registry/collection/Collection';
import PromoBar from '../block-registry/promo-bar/PromoBar';
import type { ResolvedBlock, ResolvedSection, Site } from '../runtime/core';
import { loadMessages, messageLocales, resolvePage } from '../runtime/core';
import { PageRenderer, RuntimeProvider } from '../runtime/react';
import { resolvePageOnce } from '../storefront/server/resolved-pages';
import { sanitizeHtml } from '../storefront/server/sanitize-html';

const quiet = { warn: () => undefined };

export const prepare = async (): Promise<void> => {
  // renderToString cannot wait for a locale's words, so they are loaded here with the block code.
  await Promise.all([blockComponents.load(['hero', 'banner', 'collection', 'promoBar', 'megaMenu', 'footer']), ...messageLocales.map((tag) => loadMessages(tag))]);
};

const shell = (site: Site, children: ReactNode) => (
  <RuntimeProvider site={site} components={blockComponents} persisted={{}} locationKey="/bench">
    {children}
  </RuntimeProvider>
);

/** Tessera's path in a running server: the document resolved once per revision, then rendered through the registry. */
export function renderTessera(response: unknown, site: Site): string {
  const { page } = resolvePageOnce({ doc: response, path: `/${site.locale.locale}`, log: quiet });
  return renderToString(shell(site, <PageRenderer sections={page.sections} />));
}

/** The first request after a publish: validate and sanitize the document (HTML from the warm memo), then render. */
export function renderTesseraCold(response: unknown, site: Site): string {
  const { page } = resolvePage(response, { path: `/${site.locale.locale}`, sanitizeHtml, log: quiet });
  return renderToString(shell(site, <PageRenderer sections={page.sections} />));
}

/** Tessera's render alone, from an already resolved page. */
export const renderResolved = (sections: readonly ResolvedSection[], site: Site): string =>
  renderToString(shell(site, <PageRenderer sections={sections} />));

export const resolveOnly = (response: unknown, site: Site): readonly ResolvedSection[] =>
  resolvePage(response, { path: `/${site.locale.locale}`, sanitizeHtml, log: quiet }).page.sections;

function HandwrittenBlock({ block }: { block: ResolvedBlock }) {
  // Hand-written composition: the same leaf components, imported and chosen directly.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  switch (block.type) {
    case 'hero': return <Hero block={block as any} />;
    case 'banner': return <Banner block={block as any} />;
    case 'collection': return <Collection block={block as any} />;
    case 'promoBar': return <PromoBar block={block as any} />;
    default: return null;
  }
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/** Hand-written React for the same page: sections and blocks composed directly, no registry, no validation. */
export const renderHandwritten = (sections: readonly ResolvedSection[], site: Site): string =>
  renderToString(
    shell(
      site,
      sections.map((section) => (
        <section key={section.name} data-section={section.name}>
          {section.items.map((block) => <HandwrittenBlock key={block.id} block={block} />)}
        </section>
      )),
    ),
  );
