import type { ContentDocumentRow } from '../db/index';
import type { ContentRepository } from './repository';
import type { ContentView } from './view';

/** How deep the storefront nests pages (`/help/returns/how-to-return`). */
const MAX_PARENTS = 2;

/**
 * Each listed page's one path below the locale, through its parents' `parentKey`s (the storefront serves a page
 * there and answers 301 anywhere else), so the editor's preview link opens it without a redirect. A page whose
 * parents are missing or nest deeper than the storefront serves gets none.
 */
export async function pagePaths(
  repository: ContentRepository,
  siteId: string,
  rows: readonly ContentDocumentRow[],
  view: ContentView,
): Promise<Map<string, string>> {
  // By key: the page's parent key, null at the top, undefined when there is no such page.
  const parentOf = new Map<string, string | null | undefined>(rows.map((row) => [row.key, row.parentKey]));
  const parentKeyOf = async (key: string): Promise<string | null | undefined> => {
    if (!parentOf.has(key)) parentOf.set(key, (await repository.read({ siteId, docType: 'page', key }, view))?.parentKey);
    return parentOf.get(key);
  };
  const paths = new Map<string, string>();
  for (const row of rows) {
    const keys = [row.key];
    let parent: string | null | undefined = row.parentKey;
    while (typeof parent === 'string' && keys.length <= MAX_PARENTS) {
      keys.unshift(parent);
      parent = await parentKeyOf(parent);
    }
    if (parent !== null) continue; // a missing parent, or nested deeper than the storefront serves
    paths.set(row.key, row.key === 'home' ? '/' : `/${keys.join('/')}`);
  }
  return paths;
}
