import type { Audience, Colourway, KindKey, TraitKey } from './kinds';

/**
 * A style: one design the brand makes for one or more audiences (each audience is a product with its own master
 * id), in a few colourways, at one price. Prices are in the brand's home currency, whole units.
 */
export interface StyleDef {
  readonly name: string;
  readonly kind: KindKey;
  readonly audiences: readonly Audience[];
  readonly colours: readonly string[];
  readonly price: number;
  readonly traits?: readonly TraitKey[];
  /** Marked down by this share on every other colourway (0.3 = 30 % off). */
  readonly markdown?: number;
  /** Came out in the last month ("new arrivals", newest first). */
  readonly isNew?: boolean;
  /** Among the best sellers: first in the default order. */
  readonly bestseller?: boolean;
  /** More category pages that list it (collections, activities, distances). */
  readonly alsoIn?: readonly number[];
  /** The master id of an audience's product when content already names it (featured products, gallery tags). */
  readonly masterIds?: Partial<Record<Audience, string>>;
  /** Prices fixed by content for some currencies (whole units), instead of converted from the home currency. */
  readonly prices?: Partial<Record<'USD' | 'CAD' | 'GBP' | 'EUR', number>>;
}

/** A brand's catalogue before it is expanded into products. */
export interface BrandCatalogue {
  readonly brandId: 'ridgeline' | 'kestrel';
  /** Master ids start with it (spec 001 §2: two capitals). */
  readonly prefix: 'RL' | 'KS';
  readonly homeCurrency: 'USD' | 'GBP';
  readonly mark: 'ridge' | 'wing';
  readonly colourways: Readonly<Record<string, Colourway>>;
  /** The department that sells products made for everyone (gear, accessories). */
  readonly unisexDepartment: string;
  /** Sale columns by audience. */
  readonly saleColumns: Readonly<Partial<Record<Audience, string>>>;
  /** Category ids of the brand's highlight pages, when it has them. */
  readonly highlights?: {
    readonly newArrivals: number;
    readonly bestsellers: number;
    readonly reflective: number;
    readonly gifts: number;
    readonly giftsUnder: number;
  };
  readonly styles: readonly StyleDef[];
}
