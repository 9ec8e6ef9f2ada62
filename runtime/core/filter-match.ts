import { extractCategoryId, extractProductId } from './path-ids';

interface FilterLike {
  readonly variant: 'bySku' | 'byCategory';
  readonly filterBy: readonly string[];
  readonly operator: 'IN' | 'NOT IN';
}

/**
 * Whether a filter block shows its components on this path (pathname, optionally with its search): the
 * product id (bySku) or category id (byCategory) taken from the path is (IN) or is not (NOT IN) in `filterBy`.
 * A path without such an id is in no list, so IN hides and NOT IN shows.
 */
export function filterMatches(block: FilterLike, path: string): boolean {
  const id = block.variant === 'bySku' ? extractProductId(path) : extractCategoryId(path);
  const listed = id !== null && block.filterBy.includes(id);
  return block.operator === 'IN' ? listed : !listed;
}
