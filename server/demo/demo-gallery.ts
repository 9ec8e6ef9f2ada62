import type { Database } from '../db/database';
import type { NewProductSummaryRow } from '../db/schema/index';
import { demoProductSummaries, seedProductSummaries } from './catalogue/product-summaries';
import type { SocialGalleryRows } from './social/gallery-rows';
import { demoSocialGallery, seedSocialGallery } from './social/seed-gallery';

/** The social gallery's demo photos and the product summaries its widget looks the tagged products up in. */
export interface GallerySeed {
  readonly social: SocialGalleryRows;
  readonly products: readonly NewProductSummaryRow[];
}

export const demoGallerySeed = (): GallerySeed => ({ social: demoSocialGallery(), products: demoProductSummaries() });

/** Inserts what is not there yet (idempotent, like the content seed). @returns how many photos and products were inserted. */
export async function seedGallery(db: Database, seed: GallerySeed): Promise<{ photos: number; products: number }> {
  const photos = await seedSocialGallery(db, seed.social);
  const products = await seedProductSummaries(db, seed.products);
  return { photos, products };
}
