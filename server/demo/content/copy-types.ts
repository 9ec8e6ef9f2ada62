import type { InfoPageKey, LinkKey } from './links';

/** Formats an amount in the site's currency, the way the locale writes it ("$189", "CAD 249", "249 CAD", "230 €", "$7.95"; cents only when there are some). */
export type Money = (amount: number) => string;

export interface SeoCopy {
  readonly title: string;
  readonly description: string;
}

export interface CategoryCopy {
  /** The menu label. */
  readonly label: string;
  /** The page title; defaults to the label phrased for the category's audience. */
  readonly title?: string;
  /** One line under the title on the category page. */
  readonly intro: string;
}

export interface AudienceCopy {
  /** Phrases a label for this audience: "Hiking Boots" → "Men's Hiking Boots". */
  readonly title: (label: string) => string;
  /** Replaces the categories' own intros (sale pages say why they are reduced). */
  readonly intro?: string;
}

export interface CardCopy {
  readonly title: string;
  readonly text: string;
  readonly cta: string;
}

export interface StoryCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
}

export interface HomeCopy<P extends string> {
  readonly seo: SeoCopy;
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    /** Rich text; `price` gives a featured product's price in the site currency. */
    readonly richText: (price: (product: P) => string) => string;
    readonly alt: string;
    readonly targets: readonly [string, string];
  };
  readonly featured: { readonly title: string };
  readonly threeCards: { readonly title: string; readonly items: readonly [CardCopy, CardCopy, CardCopy] };
  readonly highlight: { readonly title: string; readonly items: readonly [CardCopy, CardCopy, CardCopy] };
  readonly stacked: readonly [CardCopy, CardCopy];
  readonly cta: { readonly title: string };
  readonly stories: { readonly title: string; readonly items: readonly [StoryCopy, StoryCopy, StoryCopy, StoryCopy] };
}

export interface PageCopy {
  readonly seo: SeoCopy;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  /** Rich text: paragraphs of the page. */
  readonly body: string;
}

export interface PagesCopy {
  readonly about: PageCopy & { readonly teasers: { readonly ourStory: string; readonly sustainability: string } };
  readonly ourStory: PageCopy;
  readonly sustainability: PageCopy;
  /** Membership, privacy and terms pages behind the spec's fixed links. */
  readonly info: Readonly<Record<InfoPageKey, PageCopy>>;
  readonly notFound: { readonly seo: SeoCopy; readonly title: string; readonly text: string; readonly home: string; readonly popularTitle: string };
}

export interface ChromeCopy {
  /** Promo bar messages (rich text); the brand decides which one links where. */
  readonly promo: (money: Money) => readonly [string, string, string];
  readonly promoLink: string;
  readonly links: Readonly<Record<LinkKey, string>>;
  readonly columns: { readonly stories: string; readonly help: string };
  readonly menu: { readonly shopAll: (label: string) => string; readonly visualSelectorsTitle: string };
  readonly footer: {
    readonly columns: { readonly shop: string; readonly help: string; readonly company: string; readonly membership: string };
    readonly newsletter: { readonly title: string; readonly text: string };
    readonly legal: string;
  };
  readonly common: {
    readonly shopNow: string;
    readonly badges: { readonly new: string; readonly bestseller: string };
  };
}

/** Everything one locale says: category names, home page, pages and the site's chrome. */
export interface LocaleCopy<K extends string, P extends string, A extends string> {
  readonly locale: string;
  readonly categories: Readonly<Record<K, CategoryCopy>>;
  readonly audiences: Readonly<Record<A, AudienceCopy>>;
  /**
   * The meta description of a category page phrased for an audience ("Men's Hiking Boots"): every audience's page
   * of a category shares its intro, so the description names the page's title too.
   */
  readonly categoryDescription: (title: string, intro: string) => string;
  /** What each featured product is, in a few words ("Waterproof hiking boot"). */
  readonly products: Readonly<Record<P, string>>;
  readonly home: HomeCopy<P>;
  readonly pages: PagesCopy;
  readonly chrome: ChromeCopy;
}
