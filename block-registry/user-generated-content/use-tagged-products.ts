import { useEffect, useMemo, useState } from 'react';
import type { ProductSummary, SocialMedia } from '../../schemas';
import { createApiClient, createProductLookup, type ProductLookup, type Transport } from '../../runtime/core';
import { useRuntime } from '../../runtime/react';

/** One deduplicated lookup per transport and locale, shared by every gallery on the page and every opening of a photo. */
const lookups = new WeakMap<Transport, Map<string, ProductLookup>>();
function lookupFor(transport: Transport, locale: string): ProductLookup {
  let byLocale = lookups.get(transport);
  if (!byLocale) lookups.set(transport, (byLocale = new Map<string, ProductLookup>()));
  let lookup = byLocale.get(locale);
  if (!lookup) byLocale.set(locale, (lookup = createProductLookup(createApiClient(transport, { locale }))));
  return lookup;
}

export interface TaggedProducts {
  /** The products found so far, in the photo's tagging order. */
  readonly products: readonly ProductSummary[];
  readonly loading: boolean;
}

/**
 * The products tagged on a photo, looked up by master id. A product that cannot be looked up is only logged
 * (spec 001 §8 "product details failures") and left out.
 */
export function useTaggedProducts(media: SocialMedia | undefined): TaggedProducts {
  const { site, transport } = useRuntime();
  const masterIds = useMemo(() => media?.products.map((p) => p.masterId) ?? [], [media]);
  const [found, setFound] = useState<{ readonly for: SocialMedia | undefined; readonly products: ReadonlyMap<string, ProductSummary | null> }>({
    for: undefined,
    products: new Map(),
  });

  useEffect(() => {
    if (!media || masterIds.length === 0) return undefined;
    let active = true;
    const lookup = lookupFor(transport, site.locale.locale);
    for (const masterId of masterIds) {
      lookup(masterId).then(
        (summary) => active && setFound((f) => ({ for: media, products: new Map(f.for === media ? f.products : []).set(masterId, summary) })),
        (error: unknown) => {
          console.warn(`[tessera] gallery: product ${masterId} could not be looked up`, error);
          if (active) setFound((f) => ({ for: media, products: new Map(f.for === media ? f.products : []).set(masterId, null) }));
        },
      );
    }
    return () => {
      active = false;
    };
  }, [media, masterIds, transport, site]);

  const settled = found.for === media ? found.products : new Map<string, ProductSummary | null>();
  return {
    products: masterIds.flatMap((id) => settled.get(id) ?? []),
    loading: masterIds.some((id) => !settled.has(id)),
  };
}
