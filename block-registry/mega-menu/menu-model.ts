import type { MegaMenuItem } from '../../schemas';
import type { Site } from '../../runtime/core';

/** Same value as the schema's MEGA_MENU_BAR_HEIGHT; kept local so the menu does not pull zod into the bundle. */
export const BAR_HEIGHT = '2.35rem';

export type Surface = 'desktop' | 'mobile';

/** Items shown on a surface (`titleVisibility` desktop / mobile / always). */
export const visibleOn = (items: readonly MegaMenuItem[] | undefined, surface: Surface): MegaMenuItem[] =>
  (items ?? []).filter((item) => item.titleVisibility === 'always' || item.titleVisibility === surface);

export interface ShopAllLink {
  readonly text: string;
  readonly url: string;
}

/**
 * The mobile "shop all" link above a level-3 list: only where the brand's flag allows it, not when the
 * item hides it on small screens, with the item's override text and url when given.
 */
export function shopAllLink(item: MegaMenuItem, site: Site, defaultText: (title: string) => string): ShopAllLink | null {
  if (!site.brand.flags.shopAllLinks) return null;
  if (item.hideShopAll?.includes('sm')) return null;
  const url = item.overrideShopAll?.url ?? item.target?.url;
  if (!url) return null;
  return { url, text: item.overrideShopAll?.text ?? defaultText(item.title) };
}

/** `menuIcon` is shown only when it is an image address (a path, http(s) or data: URL). */
export const iconUrl = (icon: string | undefined): string | undefined =>
  icon && /^(\/(?!\/)|https?:\/\/|data:image\/)/.test(icon) ? icon : undefined;
