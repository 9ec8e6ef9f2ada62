import type { DemoImageId } from '../../images';
import type { Breakpoint, CurrencyCode } from './imports';
import type { LinkKey } from './links';

/** A category the menu links to; ids are shared by every locale of the brand. */
export interface Leaf<K extends string> {
  readonly key: K;
  readonly id: number;
  /** Defaults to the image of the column, then of the department. */
  readonly image?: DemoImageId;
}

/** A level-2 column that is itself a category. `audience` phrases its categories' titles ("Men's …"). */
export interface Column<K extends string, A extends string> extends Leaf<K> {
  readonly audience?: A;
  readonly items: readonly Leaf<K>[];
}

/** A level-2 column of named links (pages, help) rather than categories. */
export interface LinkColumn {
  readonly column: 'stories' | 'help';
  readonly links: readonly LinkKey[];
}

/** A level-1 menu entry and the category page behind it. P names the products a menu banner may promote. */
export interface Department<K extends string, A extends string, P extends string = string> extends Leaf<K> {
  readonly image: DemoImageId;
  readonly audience?: A;
  readonly columns: readonly (Column<K, A> | LinkColumn)[];
  readonly menuStyle?: 'default' | 'highlight' | 'sale';
  /** A product promoted in the open menu. */
  readonly banner?: P;
  /** Category ids shown as pictures at the top of the open menu. */
  readonly visualSelectors?: readonly number[];
  readonly hideShopAll?: readonly Breakpoint[];
  /** Replace the generic "shop all" link with the department's own wording. */
  readonly overrideShopAll?: boolean;
}

export const isLinkColumn = <K extends string, A extends string>(c: Column<K, A> | LinkColumn): c is LinkColumn => 'column' in c;

/** A product the content features: the same name everywhere, priced per currency. */
export interface ProductDef {
  /** The product's master id, shared by every site of the brand; photos in the social gallery are tagged with it. */
  readonly masterId: string;
  readonly name: string;
  readonly image: DemoImageId;
  /** The category page that sells it. */
  readonly category: number;
  readonly prices: Readonly<Partial<Record<CurrencyCode, number>>>;
}
