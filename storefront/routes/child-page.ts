import { pageLoader } from '../data/page-loader';

/**
 * Child page: `/{locale}/{parent}/{slug}`, or `/{locale}/{grandparent}/{parent}/{slug}`. Each page on the
 * path must be listed among its parent's children, so a page is reachable only under its own parents.
 */
export const loader = pageLoader(async ({ api, mode, site, match }) => {
  if (match.kind !== 'child-page') return null;
  const { grandparent } = match;
  const [family, page, elders] = await Promise.all([
    api.content.children(mode, site.siteId, match.parent),
    api.content.page(mode, site.siteId, match.slug),
    grandparent === undefined ? null : api.content.children(mode, site.siteId, grandparent),
  ]);
  if (elders && !elders.children.some((child) => child.key === match.parent)) return null;
  return family.children.some((child) => child.key === match.slug) ? page : null;
});
