import { PageRenderer, useMessages } from '../../runtime/react';
import { ProductListing } from '../catalog/ProductListing';
import { ProductView } from '../catalog/ProductView';
import { SearchForm } from '../catalog/SearchForm';
import type { ListingData } from '../data/catalog-data';
import type { PageLoaderData } from '../data/page-data';
import { mainSections } from './sections';

/** The search page's form, what was searched and, without results, what to do next. */
function SearchResults({ data }: { readonly data: ListingData }) {
  const t = useMessages();
  const q = data.query ?? '';
  return (
    <div className="ts-search-page">
      <SearchForm query={q} />
      {q ? <h2 className="ts-search-page__title">{t('search.results', { q })}</h2> : null}
      {q && data.listing.total === 0 ? <p className="ts-search-page__none">{t('search.noResults', { q })}</p> : null}
    </div>
  );
}

/**
 * A content page's `<main>`: the h1 (blocks title themselves with h2, so the page's SEO title is the
 * h1, visually hidden) and every section but the one above the header. A category adds its products below its
 * content, the search page its form and results; a product page shows the product first (its name is the
 * visible h1), then the content around it.
 */
export function PageMain({ data }: { readonly data: PageLoaderData }) {
  const { page, seo, pageType, catalog } = data;
  const sections = <PageRenderer sections={mainSections(page.sections)} />;
  const searching = catalog?.kind === 'listing' && catalog.query !== undefined;
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={pageType}>
      {catalog?.kind === 'product' ? (
        <>
          <ProductView data={catalog} />
          {sections}
        </>
      ) : (
        <>
          <h1 className="ts-sr-only">{seo.title}</h1>
          {sections}
          {searching ? <SearchResults data={catalog} /> : null}
          {catalog?.kind === 'listing' && (!searching || catalog.listing.total > 0) ? (
            <ProductListing data={catalog} path={catalog.segment} headingId="listing" />
          ) : null}
        </>
      )}
    </main>
  );
}
