import { demoCatalogue } from '../../server/demo/index';

/** A product page and one of its sizes, as the browser tests shop them (the demo catalogue is the same every start). */
export interface ShopperProduct {
  readonly masterId: string;
  readonly name: string;
  /** Its page on the brand's first site, e.g. `/en-us/p/mens-…-RL10062010`. */
  readonly url: string;
  readonly colour: string;
  readonly size: string;
}

const catalogue = demoCatalogue();
/** Products other browser tests look at for their stock words: the purchase tests leave them alone. */
const watched = new Set(['RL10062010']);
const localeOf = { ridgeline: 'en-us', kestrel: 'en-gb' } as const;

/** Products of a brand with several sizes in their first colour, in catalogue order. */
function sized(brand: keyof typeof localeOf) {
  return catalogue
    .filter((p) => p.brandId === brand && !watched.has(p.masterId))
    .map((p) => {
      const colour = p.colours[0]?.code ?? '';
      return { product: p, colour, skus: p.skus.filter((s) => s.colourCode === colour) };
    })
    .filter((entry) => entry.skus.length > 1);
}

const shopperProduct = (brand: keyof typeof localeOf, entry: ReturnType<typeof sized>[number], size: string): ShopperProduct => ({
  masterId: entry.product.masterId,
  name: entry.product.names.en,
  url: `/${localeOf[brand]}/p/${entry.product.slugs.en}-${entry.product.masterId}`,
  colour: entry.colour,
  size,
});

/**
 * The `n`th product of a brand with a size of at least 20 units: each test buys its own product, a unit or two, so
 * tests running side by side never run one another out of stock.
 */
export function inStockSize(brand: keyof typeof localeOf, n: number): ShopperProduct {
  const candidates = sized(brand).flatMap((entry) => {
    const sku = entry.skus.find((s) => s.quantity >= 20);
    return sku ? [shopperProduct(brand, entry, sku.size.code)] : [];
  });
  const found = candidates[n];
  if (!found) throw new Error(`no ${n}th ${brand} product with a well-stocked size`);
  return found;
}

/** A product of the brand with a sold-out size in its first colour. */
export function soldOutSize(brand: keyof typeof localeOf): ShopperProduct {
  for (const entry of sized(brand)) {
    const sku = entry.skus.find((s) => s.quantity === 0);
    if (sku) return shopperProduct(brand, entry, sku.size.code);
  }
  throw new Error(`no ${brand} product with a sold-out size`);
}
