import { pageLoader } from '../data/page-loader';

/**
 * Child page: `/{locale}/{parent}/{slug}`. The page must be listed among the parent's children, so a
 * page is reachable only under its own parent.
 */
export const loader = pageLoader(async ({ api, mode, site, match }) => {
  if (match.kind !== 'child-page') return null;
  const [family, page] = await Promise.all([
    api.content.children(mode, site.siteId, match.parent),
    api.content.page(mode, site.siteId, match.slug),
  ]);
  return family.children.some((child) => child.key === match.slug) ? page : null;
});
