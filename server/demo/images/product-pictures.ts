import { demoProduct, type ProductView, productViews } from '../catalogue/build-catalogue';
import { kinds } from '../catalogue/kinds';
import { addDrawingSource } from '../../images/index';
import { kestrelImages } from '../../images/catalogue-kestrel';
import { ridgelineImages } from '../../images/catalogue-ridgeline';
import { type ImageSpec, product } from '../../images/image-spec';
import { seededRandom } from '../../images/paint';
import { snapshot } from '../../images/snapshot';
import { PRODUCT } from '../../images/stage';

/** Where each brand's products are photographed out of the studio. */
const outdoors = {
  ridgeline: [
    ridgelineImages['rl-dawn-ridge'],
    ridgelineImages['rl-dusk-lake'],
    ridgelineImages['rl-forest-trail'],
    ridgelineImages['rl-winter-lake'],
  ],
  kestrel: [kestrelImages['ks-city-night'], kestrelImages['ks-track-dawn'], kestrelImages['ks-riverside']],
} as const;

const viewWords: Readonly<Record<ProductView, string>> = {
  main: '',
  back: ', seen from the other side',
  detail: ', close-up',
  outdoors: ', out on a run',
};

/** A product picture's id: the master id in lower case, the colour code and the view, e.g. `rl10062010-220-main`. */
const productImage = /^([a-z]{2}[0-9a-z]{6,9})-(\d{3})-([a-z]+)$/;

/** The URL of one picture of a catalogue product. */
export const productImageId = (masterId: string, colourCode: string, view: ProductView): string => `${masterId.toLowerCase()}-${colourCode}-${view}`;

const specs = new Map<string, ImageSpec | null>();

/**
 * The drawing of a catalogue product's picture, from its id: its kind drawn in its colourway, on the brand's
 * stage (main), mirrored (back), up close (detail), or set down in one of the brand's scenes (outdoors).
 */
export function productImageSpec(id: string): ImageSpec | undefined {
  const known = specs.get(id);
  if (known !== undefined) return known ?? undefined;
  const spec = build(id);
  if (specs.size < 20_000) specs.set(id, spec ?? null);
  return spec;
}

function build(id: string): ImageSpec | undefined {
  const [, lowerId, code, view] = productImage.exec(id) ?? [];
  if (!lowerId || !code || !productViews.includes(view as ProductView)) return undefined;
  const item = demoProduct(lowerId.toUpperCase());
  const colour = item?.colours.find((c) => c.code === code);
  if (!item || !colour) return undefined;
  const kind = kinds[item.kind];
  const title = `${item.names.en} in ${colour.names.en}${viewWords[view as ProductView]}`;
  const staged = product(title, item.brandId, (drawId) => kind.draw(drawId, colour.colourway, item.mark), 'floorY' in kind ? kind.floorY : undefined);
  const { width: W, height: H } = PRODUCT;
  switch (view as ProductView) {
    case 'main':
      return staged;
    case 'back':
      return {
        ...staged,
        draw: (drawId) => {
          const d = staged.draw(drawId);
          return { ...d, body: `<g transform="translate(${W} 0) scale(-1 1)">${d.body}</g>` };
        },
      };
    case 'detail':
      return {
        ...staged,
        draw: (drawId) => {
          const d = staged.draw(drawId);
          // The upper half of the product, 1.7× as large: the stitching, the logo, the collar.
          return { ...d, body: `<g transform="translate(${W / 2} ${H * 0.55}) scale(1.7) translate(${-W / 2} ${-H * 0.55})">${d.body}</g>` };
        },
      };
    case 'outdoors': {
      const scenes = outdoors[item.brandId];
      const scene = scenes[Math.floor(seededRandom(`${lowerId}-${code}`)() * scenes.length)]!;
      const held = kind.scale === 'apparel';
      return { ...snapshot(scene, staged, held ? 'held' : 'ground'), title };
    }
  }
}

// Loading the demo (this module comes with its index) adds its products' drawn pictures to the image pipeline, which
// serves them at the references the demo's catalogue stores.
addDrawingSource(productImageSpec);
