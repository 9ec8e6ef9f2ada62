export { seedDemoStore, type DemoSeedResult } from './demo-store';
export { seedDemoContent } from './seed';
export type { SeedDocument } from './types';
export { demoDocuments } from './demo-content';
export { demoGallerySeed, seedGallery, type GallerySeed } from './demo-gallery';
export { seedCatalogue } from './catalogue/seed-catalogue';
export { demoCatalogue, type CatalogueProduct } from './catalogue/build-catalogue';
export { DEMO_EDITOR_PASSWORD, demoEditors, seedDemoEditors } from './editors';
export { productImageId } from './images/product-pictures';
