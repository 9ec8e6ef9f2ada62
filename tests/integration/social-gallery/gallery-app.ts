import { seedGallery } from '../../../server/demo/index';
import { demoGallerySeed } from '../../../server/demo/demo-gallery';
import { startTestApp, type TestApp } from '../helpers/app';
import type { DatabaseKind } from '../helpers/databases';

/** The API over a fresh database holding the demo social gallery and product summaries. */
export async function startGalleryApp(kind: DatabaseKind): Promise<TestApp> {
  const t = await startTestApp(kind);
  await seedGallery(t.database.handle.db, demoGallerySeed());
  return t;
}

/** The demo photos of one brand, newest first, as the seed wrote them. */
export function seededMedia(customerId: string) {
  const { social } = demoGallerySeed();
  return social.media
    .filter((m) => m.customerId === customerId)
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || (a.id < b.id ? 1 : -1));
}
