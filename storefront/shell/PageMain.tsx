import { PageRenderer } from '../../runtime/react';
import type { PageLoaderData } from '../data/page-data';
import { mainSections } from './sections';

/**
 * A content page's `<main>`: the h1 (blocks title themselves with h2, so the page's SEO title is the
 * h1, visually hidden) and every section but the one above the header.
 */
export function PageMain({ data }: { readonly data: PageLoaderData }) {
  const { page, seo, pageType } = data;
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={pageType}>
      <h1 className="ts-sr-only">{seo.title}</h1>
      <PageRenderer sections={mainSections(page.sections)} />
    </main>
  );
}
