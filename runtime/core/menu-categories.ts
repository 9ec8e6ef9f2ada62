import { categorySegment } from './route-shapes';

/** A page on the way to this one: its name and its path below the locale. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** Where a category lives in a site's menu: its name there, its path below the locale and the menu entries above it. */
export interface MenuCategory {
  readonly name: string;
  readonly path: string;
  readonly trail: readonly Crumb[];
}

interface MenuNode {
  readonly title?: unknown;
  readonly target?: { readonly url?: unknown };
  readonly items?: unknown;
  readonly columns?: unknown;
}

const nodesOf = (value: unknown): MenuNode[] => (Array.isArray(value) ? value.filter((n): n is MenuNode => typeof n === 'object' && n !== null) : []);

/** `/fr-ca/c/bottes-3101` → `{ below: '/c/bottes-3101', id: '3101' }`; `null` for any other link. */
function categoryLink(url: unknown): { below: string; id: string } | null {
  if (typeof url !== 'string') return null;
  const [, , kind, segment, ...rest] = url.split(/[?#]/, 1)[0]?.split('/') ?? [];
  const found = kind === 'c' && rest.length === 0 ? categorySegment(segment) : null;
  return found && segment ? { below: `/c/${segment}`, id: found.id } : null;
}

/**
 * Every category a site's mega menu links to, by id: the menu names each category at the site's own localized
 * URL, so it is where a category's one path (and its path in each other locale) comes from. The first link to
 * a category wins; the menu entries above it are its breadcrumb trail.
 */
export function menuCategories(menu: unknown): Map<string, MenuCategory> {
  const found = new Map<string, MenuCategory>();
  const walk = (nodes: MenuNode[], trail: readonly Crumb[]) => {
    for (const node of nodes) {
      const link = categoryLink(node.target?.url);
      const title = typeof node.title === 'string' ? node.title : '';
      if (link && !found.has(link.id)) found.set(link.id, { name: title, path: link.below, trail });
      const below = link && title ? [...trail, { name: title, path: link.below }] : trail;
      walk([...nodesOf(node.items), ...nodesOf(node.columns)], below);
    }
  };
  walk(nodesOf((menu as MenuNode | null)?.items), []);
  return found;
}
