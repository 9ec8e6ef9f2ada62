import type { LoaderFunctionArgs } from 'react-router';
import type { ReactNode } from 'react';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';

/**
 * The cart (`/{locale}/cart`), the first app route: rendered by the client router of the app chunk, never part
 * of a content page's first load. Until the cart service exists the cart is empty, so the page is the site's
 * `cart` augmented page (the content service's fixed page), inside the shell.
 */

export const meta = pageMeta;

const query: PageQuery = async ({ api, mode, site }) => ({ doc: await api.content.augmentedPage(mode, site.siteId, 'cart') });

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'cart' });

/**
 * The cart's `<main>`: the h1 (the page's SEO title, visually hidden) and the cart page's content sections, which
 * the shell renders (its block renderer is in the first load already; the app chunk does not carry a second copy).
 */
export function CartPage({ data, content }: { readonly data: PageLoaderData; readonly content: ReactNode }) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="cart">
      <h1 className="ts-sr-only">{data.seo.title}</h1>
      {content}
    </main>
  );
}

/** The cart's `<main>` when it failed to render. */
export const ErrorBoundary = PageError;
