import type { z } from 'zod';
import type { megaMenuSchema } from '../../../../schemas';
import type { SeedDocument } from '../../types';
import { type Column, type Department, isLinkColumn, type LinkColumn } from '../catalogue-types';
import { category, link } from '../links';
import { image, target } from './blocks';
import type { SiteKit } from './site-kit';

type Kit = SiteKit<string, string, string>;
type MenuInput = z.input<typeof megaMenuSchema>;
type ItemInput = NonNullable<MenuInput['items']>[number];

/** A level-2 column with its level-3 links: categories, or named pages and help links. */
function column(kit: Kit, col: Column<string, string> | LinkColumn, parentId: number): ItemInput {
  if (isLinkColumn(col)) {
    return {
      id: kit.blockId('menu', parentId, col.column),
      title: kit.copy.chrome.columns[col.column],
      columns: col.links.map((key) => ({
        id: kit.blockId('menu', parentId, col.column, key),
        title: kit.label(link(key)),
        target: { url: kit.url(link(key)) },
      })),
    };
  }
  const own = kit.category(col.id);
  return {
    id: kit.blockId('menu', col.id),
    title: own.label,
    target: { url: own.url },
    columns: col.items.map((item) => {
      const leaf = kit.category(item.id);
      return { id: kit.blockId('menu', leaf.id), title: leaf.label, target: { url: leaf.url } };
    }),
  };
}

/** A level-1 entry: its columns, and the extras some departments carry (banner, pictures, shop-all wording). */
function department(kit: Kit, dept: Department<string, string>): ItemInput {
  const { copy, brand } = kit;
  const own = kit.category(dept.id);
  const product = dept.banner === undefined ? undefined : brand.products[dept.banner];
  return {
    id: kit.blockId('menu', dept.id),
    title: own.label,
    target: { url: own.url },
    menuStyle: dept.menuStyle ?? 'default',
    columns: dept.columns.map((col) => column(kit, col, dept.id)),
    ...(product && {
      menuBanner: {
        image: image(product.image, 600, 600, product.name),
        title: product.name,
        target: target(kit.url(category(product.category)), copy.chrome.common.shopNow, 'link', 'sm'),
      },
    }),
    ...(dept.visualSelectors && {
      visualSelectorsTitle: copy.chrome.menu.visualSelectorsTitle,
      visualSelectors: dept.visualSelectors.map((id) => {
        const c = kit.category(id);
        return { mediaObject: image(c.image, 400, 400, c.title), title: c.label, target: { url: c.url } };
      }),
    }),
    ...(dept.hideShopAll && { hideShopAll: [...dept.hideShopAll] }),
    ...(dept.overrideShopAll && { overrideShopAll: { text: copy.chrome.menu.shopAll(own.label), url: own.url } }),
  };
}

/** The site's mega menu: one document holding one megaMenu block. */
export function megaMenu(kit: Kit): SeedDocument {
  const block: MenuInput = { id: kit.blockId('menu'), type: 'megaMenu', items: kit.brand.departments.map((dept) => department(kit, dept)) };
  return { siteId: kit.siteId, docType: 'menu', key: 'menu', name: 'Main menu', data: block };
}
