import type { DemoImageId } from '../../images';
import type { Department, ProductDef } from './catalogue-types';
import type { LocaleCopy } from './copy-types';
import type { LinkKey, Ref } from './links';

/** A picture card: where its image comes from and where it leads. Its words come from the locale. */
export interface Card {
  readonly image: DemoImageId;
  readonly target: Ref;
}

export type FeaturedCard<P extends string> = { readonly product: P; readonly badge?: 'new' | 'bestseller' } | { readonly category: number };

export interface HomeLayout<P extends string> {
  readonly hero: {
    readonly image: DemoImageId;
    readonly targets: readonly [Ref, Ref];
    readonly promotion: { readonly creativeName: string; readonly promotionId: string; readonly promotionName: string };
  };
  readonly featured: readonly FeaturedCard<P>[];
  readonly threeCards: readonly [Card, Card, Card];
  readonly highlight: readonly [Card, Card, Card];
  readonly stacked: readonly [Card, Card];
  /** Department category ids offered as buttons. */
  readonly cta: readonly number[];
  readonly stories: readonly [Card, Card, Card, Card];
}

export interface BrandColors {
  readonly ink: string;
  readonly paper: string;
  readonly accent: string;
}

/**
 * One brand's demo content: structure and pictures shared by its locales, words per locale.
 * K: category keys, P: featured products, A: audiences that phrase category titles.
 */
export interface BrandContent<K extends string, P extends string, A extends string> {
  readonly brandId: string;
  readonly colors: BrandColors;
  readonly departments: readonly Department<K, A, P>[];
  readonly products: Readonly<Record<P, ProductDef>>;
  readonly home: HomeLayout<P>;
  /** Which promo message is clickable, and where it leads. */
  readonly promo: { readonly clickable: 0 | 1 | 2; readonly target: Ref };
  readonly footer: {
    readonly shop: readonly number[];
    readonly help: readonly LinkKey[];
    readonly company: readonly LinkKey[];
    readonly membership: readonly LinkKey[];
    readonly social: readonly { readonly network: 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'pinterest' | 'x'; readonly url: string }[];
  };
  readonly pages: {
    readonly about: DemoImageId;
    readonly ourStory: DemoImageId;
    readonly sustainability: DemoImageId;
    readonly info: DemoImageId;
    readonly notFound: DemoImageId;
  };
  /** The 404 page's suggestions: one category as a button, a few as cards. */
  readonly notFound: { readonly popular: number; readonly cards: readonly number[] };
  readonly locales: Readonly<Record<string, LocaleCopy<K, P, A>>>;
}
