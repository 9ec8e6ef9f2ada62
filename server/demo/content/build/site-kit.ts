import type { DemoImageId } from '../../../images';
import type { BrandContent } from '../brand-types';
import type { LocaleCopy, Money } from '../copy-types';
import { formatPrice, toMinorUnits } from '../imports';
import type { Site } from '../imports';
import { linkPaths, type Ref } from '../links';
import { type CategoryNode, indexCategories } from './categories-index';
import { slugify } from './slug';

export interface CategoryInfo {
  readonly id: number;
  readonly label: string;
  readonly title: string;
  readonly intro: string;
  /** The page's meta description: its intro, with its title where an audience's pages share that intro. */
  readonly description: string;
  readonly url: string;
  readonly image: DemoImageId;
  readonly parentId: number | undefined;
  readonly childIds: readonly number[];
}

/** Everything a builder needs to write one site's documents: its words, its money, its links. */
export interface SiteKit<K extends string, P extends string, A extends string> {
  readonly site: Site;
  readonly siteId: string;
  readonly brand: BrandContent<K, P, A>;
  readonly copy: LocaleCopy<K, P, A>;
  readonly money: Money;
  /** A featured product's price in the site currency. (A method, so kits of any product list fit the generic builders.) */
  price(product: P): string;
  readonly url: (ref: Ref) => string;
  readonly label: (ref: Ref) => string;
  readonly category: (id: number) => CategoryInfo;
  readonly categories: readonly CategoryInfo[];
  /** A block id unique within the site: `{siteId}-{parts}`. */
  readonly blockId: (...parts: (string | number)[]) => string;
}

export function createSiteKit<K extends string, P extends string, A extends string>(brand: BrandContent<K, P, A>, site: Site): SiteKit<K, P, A> {
  const copy = brand.locales[site.locale.locale];
  if (!copy) throw new Error(`no demo copy for ${site.siteId}`);
  const { locale, tag, currency, language } = site.locale;
  // Through the storefront's formatting module, so copy writes prices as the interface does (CAD as a code).
  const money: Money = (amount) => formatPrice(toMinorUnits(amount), currency, tag, { wholeUnits: true });
  const describe = (node: CategoryNode<K, A>): CategoryInfo => {
    const own = copy.categories[node.key];
    const audience = node.audience === undefined ? undefined : copy.audiences[node.audience];
    const title = own.title ?? (audience ? audience.title(own.label) : own.label);
    const { id, image, parentId, childIds } = node;
    const intro = audience?.intro ?? own.intro;
    return {
      id,
      image,
      parentId,
      childIds,
      label: own.label,
      title,
      intro,
      description: audience ? copy.categoryDescription(title, intro) : intro,
      url: `/${locale}/c/${slugify(title, language)}-${id}`,
    };
  };
  const byId = new Map([...indexCategories(brand.departments)].map(([id, node]) => [id, describe(node)]));
  const category = (id: number): CategoryInfo => {
    const info = byId.get(id);
    if (!info) throw new Error(`${site.siteId}: content links to category ${id}, which is not in the menu`);
    return info;
  };
  return {
    site,
    siteId: site.siteId,
    brand,
    copy,
    money,
    price: (product) => {
      const amount = brand.products[product].prices[currency];
      if (amount === undefined) throw new Error(`${brand.products[product].name} has no ${currency} price`);
      return money(amount);
    },
    url: (ref) => ('category' in ref ? category(ref.category).url : `/${locale}${linkPaths[ref.link]}`),
    label: (ref) => ('category' in ref ? category(ref.category).label : copy.chrome.links[ref.link]),
    category,
    categories: [...byId.values()],
    blockId: (...parts) => [site.siteId, ...parts].join('-'),
  };
}
