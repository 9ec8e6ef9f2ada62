import { kestrelImages } from './catalogue-kestrel';
import { ridgelineImages } from './catalogue-ridgeline';
import type { ImageSpec } from './image-spec';
import { snapshot } from './snapshot';

type RidgelineImage = keyof typeof ridgelineImages;
type KestrelImage = keyof typeof kestrelImages;

/** Where each brand's shoppers take their photos, and the products they photograph. */
const ridgeline = {
  scenes: ['rl-dawn-ridge', 'rl-dusk-lake', 'rl-starry-ridge', 'rl-winter-lake', 'rl-forest-trail'],
  products: ['rl-boot-summit', 'rl-runner-switchback', 'rl-shell-cascade', 'rl-fleece-basecamp', 'rl-baselayer-merino', 'rl-pack-ridgeback'],
} as const satisfies { scenes: readonly RidgelineImage[]; products: readonly RidgelineImage[] };
const kestrel = {
  scenes: ['ks-city-night', 'ks-track-dawn', 'ks-riverside', 'ks-speed-lines', 'ks-halftone'],
  products: ['ks-tempo-carbon', 'ks-glide', 'ks-aero-flat', 'ks-jacket-nightline', 'ks-tights-studio', 'ks-tee-pace'],
} as const satisfies { scenes: readonly KestrelImage[]; products: readonly KestrelImage[] };

/** A shopper's photo of one product in one scene, e.g. `rl-photo-dawn-ridge-boot-summit`: the brand's prefix leads, as in every image id. */
export type SnapshotId = `${'rl' | 'ks'}-photo-${string}`;
export type SnapshotScene = (typeof ridgeline.scenes)[number] | (typeof kestrel.scenes)[number];
export type SnapshotProduct = (typeof ridgeline.products)[number] | (typeof kestrel.products)[number];

/** The id of the photo of `product` taken in `scene`. */
export const snapshotId = (scene: SnapshotScene, product: SnapshotProduct): SnapshotId =>
  `${scene.slice(0, 2) as 'rl' | 'ks'}-photo-${scene.slice(3)}-${product.slice(3)}`;

/** Clothes are held up against the view; shoes and packs are set down in it. */
const held: ReadonlySet<SnapshotProduct> = new Set([
  'rl-shell-cascade',
  'rl-fleece-basecamp',
  'rl-baselayer-merino',
  'ks-jacket-nightline',
  'ks-tights-studio',
  'ks-tee-pace',
]);

const all: Readonly<Record<string, ImageSpec>> = { ...ridgelineImages, ...kestrelImages };
const pairs = (brand: typeof ridgeline | typeof kestrel) =>
  brand.scenes.flatMap((scene) =>
    brand.products.map(
      (product) =>
        [snapshotId(scene, product), snapshot(all[scene] as ImageSpec, all[product] as ImageSpec, held.has(product) ? 'held' : 'ground')] as const,
    ),
  );

/** Every scene of a brand with every product it photographs: the pictures of the demo social gallery. */
export const snapshotImages = Object.fromEntries([...pairs(ridgeline), ...pairs(kestrel)]) as Readonly<Record<SnapshotId, ImageSpec>>;
