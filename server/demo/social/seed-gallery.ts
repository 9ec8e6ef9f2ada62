import type { Database } from '../../db/database';
import { socialMedia, socialMediaProducts, socialStreamMedia, socialStreams, socialUsers } from '../../db/schema/index';
import { kestrel } from '../content/kestrel/brand';
import { ridgeline } from '../content/ridgeline/brand';
import { brandGalleryRows, type SocialGalleryRows } from './gallery-rows';
import { kestrelGallery } from './kestrel-gallery';
import { ridgelineGallery } from './ridgeline-gallery';

/** Both brands' demo galleries: a dozen shoppers each, thirty photos, hashtag and category streams. */
export function demoSocialGallery(): SocialGalleryRows {
  const parts = [brandGalleryRows(ridgelineGallery, ridgeline), brandGalleryRows(kestrelGallery, kestrel)];
  return {
    users: parts.flatMap((p) => p.users),
    streams: parts.flatMap((p) => p.streams),
    media: parts.flatMap((p) => p.media),
    mediaProducts: parts.flatMap((p) => p.mediaProducts),
    streamMedia: parts.flatMap((p) => p.streamMedia),
  };
}

/**
 * Inserts the rows not there yet, in one transaction; rows already there (and anything shoppers added)
 * are left alone, so it runs on every start. @returns how many photos were inserted.
 */
export async function seedSocialGallery(db: Database, rows: SocialGalleryRows): Promise<number> {
  return db.transaction(async (tx) => {
    if (rows.users.length)
      await tx
        .insert(socialUsers)
        .values([...rows.users])
        .onConflictDoNothing();
    if (rows.streams.length)
      await tx
        .insert(socialStreams)
        .values([...rows.streams])
        .onConflictDoNothing();
    const inserted = rows.media.length
      ? await tx
          .insert(socialMedia)
          .values([...rows.media])
          .onConflictDoNothing()
          .returning({ id: socialMedia.id })
      : [];
    if (rows.mediaProducts.length)
      await tx
        .insert(socialMediaProducts)
        .values([...rows.mediaProducts])
        .onConflictDoNothing();
    if (rows.streamMedia.length)
      await tx
        .insert(socialStreamMedia)
        .values([...rows.streamMedia])
        .onConflictDoNothing();
    return inserted.length;
  });
}
