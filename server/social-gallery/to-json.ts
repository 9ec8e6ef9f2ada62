import type { SocialMedia, SocialStream, SocialUser } from '../../schemas';
import type { SocialMediaRow, SocialStreamRow, SocialUserRow } from '../db/index';

type Source = SocialMedia['source'];
type StreamKind = SocialStream['kind'];

export const userJson = (row: Pick<SocialUserRow, 'id' | 'screenName' | 'displayName'>): SocialUser => ({
  id: row.id,
  screenName: row.screenName,
  ...(row.displayName ? { displayName: row.displayName } : {}),
});

/** A stored photo as the gallery calls answer it, with its products in tagging order. */
export const mediaJson = (row: SocialMediaRow, user: SocialUserRow, masterIds: readonly string[]): SocialMedia => ({
  id: row.id,
  image: { url: row.imageUrl, width: row.width, height: row.height },
  altText: row.altText,
  caption: row.caption,
  source: row.source as Source,
  ...(row.sourceUrl ? { sourceUrl: row.sourceUrl } : {}),
  createdAt: row.createdAt.toISOString(),
  user: userJson(user),
  products: masterIds.map((masterId) => ({ masterId })),
});

export const streamJson = (row: SocialStreamRow): SocialStream => ({
  id: row.id,
  customerId: row.customerId,
  kind: row.kind as StreamKind,
  name: row.name,
  ...(row.categoryId ? { categoryId: row.categoryId } : {}),
});
