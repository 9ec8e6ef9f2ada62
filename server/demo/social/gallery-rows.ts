import { snapshotId } from '../../images';
import type { socialMedia, socialMediaProducts, socialStreamMedia, socialStreams, socialUsers } from '../../db/schema/index';
import type { BrandContent } from '../content/brand-types';
import { createSiteKit } from '../content/build/site-kit';
import { allSites } from '../content/imports';
import type { BrandGallery } from './gallery-types';

/** The demo gallery's "now": posts are dated back from here, so every start shows the same gallery. */
export const GALLERY_NOW = new Date('2026-03-30T18:00:00.000Z');
const HOUR = 3_600_000;

export interface SocialGalleryRows {
  readonly users: (typeof socialUsers.$inferInsert)[];
  readonly streams: (typeof socialStreams.$inferInsert)[];
  readonly media: (typeof socialMedia.$inferInsert)[];
  readonly mediaProducts: (typeof socialMediaProducts.$inferInsert)[];
  readonly streamMedia: (typeof socialStreamMedia.$inferInsert)[];
}

/** `maya.on.trail` → `rl-maya-on-trail`. */
const userId = (prefix: string, screenName: string) => `${prefix}-${screenName.replace(/[._]+/g, '-')}`;

/**
 * One brand's gallery as rows: its people, a stream per hashtag and per category its products sell in
 * (named as the brand's first site names the category), and every post with its tagged products. A post
 * joins the brand's hashtag, its own hashtags and the category stream of each product it tags.
 */
export function brandGalleryRows<K extends string, P extends string, A extends string>(
  gallery: BrandGallery<P>,
  brand: BrandContent<K, P, A>,
): SocialGalleryRows {
  const { brandId: customerId, prefix } = gallery;
  const site = allSites().find((s) => s.brand.id === customerId && s.locale.locale === s.brand.defaultLocale);
  if (!site) throw new Error(`no site for the gallery of ${customerId}`);
  const kit = createSiteKit(brand, site);
  const since = new Date(GALLERY_NOW.getTime() - 400 * 24 * HOUR);
  const categoryStream = (product: P) => `${prefix}-category-${brand.products[product].category}`;

  const users = gallery.users.map((u) => ({
    id: userId(prefix, u.screenName),
    customerId,
    screenName: u.screenName,
    displayName: u.displayName,
    createdAt: since,
  }));
  const categories = [...new Set(Object.values<{ category: number }>(brand.products).map((p) => p.category))];
  const streams = [
    ...Object.entries(gallery.hashtags).map(([id, name]) => ({ id, customerId, kind: 'hashtag', name, createdAt: since })),
    ...categories.map((id) => ({
      id: `${prefix}-category-${id}`,
      customerId,
      kind: 'category',
      name: kit.category(id).title,
      categoryId: String(id),
      createdAt: since,
    })),
  ];

  const media: SocialGalleryRows['media'][number][] = [];
  const mediaProducts: SocialGalleryRows['mediaProducts'][number][] = [];
  const streamMedia: SocialGalleryRows['streamMedia'][number][] = [];
  gallery.posts.forEach((post, i) => {
    const id = `${prefix}-${String(i + 1).padStart(3, '0')}`;
    const pictured = gallery.products[post.product];
    const scene = gallery.scenes[post.scene];
    if (!gallery.users.some((u) => u.screenName === post.user)) throw new Error(`${id}: no user ${post.user}`);
    if (!scene) throw new Error(`${id}: no words for the scene ${post.scene}`);
    const createdAt = new Date(GALLERY_NOW.getTime() - post.hoursAgo * HOUR);
    media.push({
      id,
      customerId,
      userId: userId(prefix, post.user),
      createdAt,
      imageUrl: `/images/${snapshotId(post.scene, pictured.image)}.svg`,
      width: 1080,
      height: 1080,
      altText: `${pictured.alt} ${pictured.held ? 'held up against' : 'set down in front of'} ${scene}`,
      caption: post.caption,
      source: post.network,
      status: 'approved',
    });
    const tagged = [post.product, ...(post.alsoTagged ?? [])];
    tagged.forEach((product, position) => mediaProducts.push({ mediaId: id, masterId: brand.products[product].masterId, position }));
    const joined = new Set([gallery.brandHashtag, ...(post.hashtags ?? []), ...tagged.map(categoryStream)]);
    for (const streamId of joined) streamMedia.push({ streamId, mediaId: id, addedAt: createdAt });
  });
  return { users, streams, media, mediaProducts, streamMedia };
}
