import type { DemoImageId } from '../../../images';
import { type Column, type Department, isLinkColumn, type Leaf } from '../catalogue-types';

/** One category of a brand, where it sits in the tree, and whose audience phrases its title. */
export interface CategoryNode<K extends string, A extends string> {
  readonly id: number;
  readonly key: K;
  readonly image: DemoImageId;
  readonly audience: A | undefined;
  readonly parentId: number | undefined;
  readonly childIds: readonly number[];
}

/** Flattens the menu tree of a brand into its categories, by id. Throws on a duplicate id. */
export function indexCategories<K extends string, A extends string>(
  departments: readonly Department<K, A, string>[],
): Map<number, CategoryNode<K, A>> {
  const byId = new Map<number, CategoryNode<K, A>>();
  const add = (leaf: Leaf<K>, image: DemoImageId, audience: A | undefined, parentId: number | undefined, childIds: number[]): void => {
    if (byId.has(leaf.id)) throw new Error(`category id ${leaf.id} is used twice`);
    byId.set(leaf.id, { id: leaf.id, key: leaf.key, image: leaf.image ?? image, audience, parentId, childIds });
  };
  for (const dept of departments) {
    const columns = dept.columns.filter((c): c is Column<K, A> => !isLinkColumn(c));
    add(
      dept,
      dept.image,
      undefined,
      undefined,
      columns.map((c) => c.id),
    );
    for (const column of columns) {
      const image = column.image ?? dept.image;
      add(
        column,
        image,
        dept.audience,
        dept.id,
        column.items.map((item) => item.id),
      );
      for (const item of column.items) add(item, image, column.audience ?? dept.audience, column.id, []);
    }
  }
  return byId;
}
