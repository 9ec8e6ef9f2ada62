import type { LoaderFunctionArgs } from 'react-router';
import { isPageSlug } from '../../runtime/core';
import type { ContentApi } from '../../runtime/core';
import type { ContentMode, ContentResponse } from '../../schemas';
import { loadPage } from '../data/page-loader';
import type { Crumb } from '../../runtime/core';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';
import { PageMain } from '../shell/PageMain';

/**
 * Content pages: home (`/{locale}`), a page (`/{locale}/{slug}`) and pages under parents, two levels deep
 * (`/{locale}/{parent}/{slug}`, `/{locale}/{grandparent}/{parent}/{slug}`). Every shape answers the `page`
 * document named by its last segment; its one path goes through its parents (each page's `parentKey`), and any
 * other path answers 301 to it.
 */

/** How deep pages nest (`/help/returns/how-to-return`). */
const MAX_PARENTS = 2;

export const meta = pageMeta;

/** The page's parents, outermost first; `null` when they nest deeper than the storefront serves. */
async function parentsOf(
  api: { readonly content: ContentApi },
  mode: ContentMode,
  siteId: string,
  doc: ContentResponse,
): Promise<ContentResponse[] | null> {
  const parents: ContentResponse[] = [];
  for (let key = doc.parentKey; key; key = parents[0]?.parentKey) {
    if (parents.length === MAX_PARENTS) return null;
    parents.unshift(await api.content.page(mode, siteId, key));
  }
  return parents;
}

const query: PageQuery = async ({ api, mode, site, params }) => {
  // Keys are lower case: a path in other case finds its page, and answers 301 to the page's own path.
  const asked = [params.grandparent, params.parent, params.slug].filter((segment) => segment !== undefined).map((segment) => segment.toLowerCase());
  if (!asked.every(isPageSlug)) return null;
  const doc = await api.content.page(mode, site.siteId, asked.at(-1) ?? 'home');
  if (doc.key === 'home') return { doc, canonical: '/' };
  const parents = await parentsOf(api, mode, site.siteId, doc);
  if (!parents) return null;
  const paths = parents.map(
    (_, index) =>
      `/${parents
        .slice(0, index + 1)
        .map((p) => p.key)
        .join('/')}`,
  );
  const trail: Crumb[] = parents.map((parent, index) => ({ name: parent.name, path: paths[index] ?? '/' }));
  return { doc, canonical: `${paths.at(-1) ?? ''}/${doc.key}`, trail };
};

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'content' });

/** A content page's `<main>`: the page's sections. */
export const Component = PageMain;

/** The `<main>` standing in when no page data came back: a 404 without an error page, or a failure. */
export const ErrorBoundary = PageError;
