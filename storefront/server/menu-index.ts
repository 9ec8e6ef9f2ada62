import type { ContentResponse } from '../../schemas';
import { memoizeLru, menuCategories, type MenuCategory } from '../../runtime/core';

/** Menu revisions kept indexed: every site in both modes, with room for preview saves. */
const MENU_REVISIONS = 50;

/**
 * A menu revision's categories, indexed once: a running server reads the same menus on every category page.
 * Kept under the revision's identity (document, version, status), which a publish or a save changes.
 */
export const menuCategoriesOnce: (menu: ContentResponse) => ReadonlyMap<string, MenuCategory> = memoizeLru(
  (menu: ContentResponse) => menuCategories(menu.data),
  MENU_REVISIONS,
  (menu) => `${menu.siteId}\n${menu.id}\n${menu.version}\n${menu.status}\n${menu.publishAt ?? ''}`,
);
