import { createElement, type ReactNode } from 'react';
import { PageHeadingContext, PageRenderer } from '../../runtime/react';
import { listingView, productView } from '../catalog/catalog-views';
import { SearchResults } from '../catalog/SearchResults';
import type { PageLoaderData } from '../data/page-data';
import { mainSections } from './sections';

/**
 * A content page's `<main>`: its h1 and every section but the one above the header. The h1 is the visible title of the
 * block that leads the page (a hero, a banner, an article), or, when the lead block has none, the page's SEO title,
 * visually hidden (blocks title themselves with h2). A category adds its products below its content, the search page
 * its form and results; a product page shows the product first (its name is the visible h1), then the content around it.
 * The products' views come in a chunk of their own (`loadCatalogView`), loaded before a page that shows them renders.
 */
export function PageMain({
  data,
  route,
  children,
}: {
  readonly data: PageLoaderData;
  /** The app route that renders a content page with something of its own (`data-route`). */
  readonly route?: string;
  /** What the app route adds below the content (the contact page's form). */
  readonly children?: ReactNode;
}) {
  const { page, seo, pageType, catalog } = data;
  const main = mainSections(page.sections);
  const heading = catalog?.kind === 'product' ? null : (data.headingBlock ?? null);
  const sections = (
    <PageHeadingContext value={heading}>
      <PageRenderer sections={main} />
    </PageHeadingContext>
  );
  const searching = catalog?.kind === 'listing' && catalog.query !== undefined;
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={pageType} data-route={route}>
      {catalog?.kind === 'product' ? (
        <>
          {createElement(productView(), { data: catalog })}
          {sections}
        </>
      ) : (
        <>
          {heading ? null : <h1 className="ts-sr-only">{seo.title}</h1>}
          {sections}
          {searching ? <SearchResults data={catalog} /> : null}
          {catalog?.kind === 'listing' && (!searching || catalog.listing.total > 0)
            ? createElement(listingView(), { data: catalog, path: catalog.segment, headingId: 'listing' })
            : null}
          {children}
        </>
      )}
    </main>
  );
}
