import type { SnapshotProduct, SnapshotScene } from '../../images';

export type Network = 'instagram' | 'tiktok' | 'x' | 'facebook';

/** Someone whose posts the gallery collected from a network. */
export interface GalleryUser {
  readonly screenName: string;
  readonly displayName: string;
}

/**
 * One shopper's post: the photo (a product in a scene), the words they wrote, where and when they posted
 * it, and what else they tagged. P names the brand's featured products.
 */
export interface GalleryPost<P extends string> {
  readonly user: string;
  readonly scene: SnapshotScene;
  readonly product: P;
  readonly caption: string;
  readonly network: Network;
  /** How long before the gallery's reference time the post went up. */
  readonly hoursAgo: number;
  /** More products of the brand the shopper tagged (the rest of the outfit). */
  readonly alsoTagged?: readonly P[];
  /** Hashtag streams beyond the brand's own, by stream key. */
  readonly hashtags?: readonly string[];
}

/** A brand's account on the gallery host: its people, its hashtag streams and their posts. */
export interface BrandGallery<P extends string> {
  readonly brandId: string;
  /** Short prefix of the brand's row ids, e.g. `rl`. */
  readonly prefix: string;
  /** The brand's own hashtag (every post carries it), then more hashtag streams by key. */
  readonly hashtags: Readonly<Record<string, string>>;
  readonly brandHashtag: string;
  /** Each featured product's picture in shoppers' photos, and how a caption-less alt text names it. */
  readonly products: Readonly<Record<P, { readonly image: SnapshotProduct; readonly alt: string; readonly held: boolean }>>;
  /** How alt texts describe each scene. */
  readonly scenes: Readonly<Partial<Record<SnapshotScene, string>>>;
  readonly users: readonly GalleryUser[];
  readonly posts: readonly GalleryPost<P>[];
}
