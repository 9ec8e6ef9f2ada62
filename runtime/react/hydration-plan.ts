import { createContext } from 'react';

/**
 * How a block the server rendered waits for its code on the first page load: `visible` until it comes near the
 * screen or the shopper reaches for it, `never` while its server HTML is all it needs (a block with no
 * behaviour in the browser: links, pictures, text).
 */
export type DeferredHydration = 'visible' | 'never';

/** The first page load's plan: which code hydration waits for, and which blocks keep the server's HTML. */
export interface HydrationPlan {
  /** Types to load before hydrating: interactive blocks on, or just below, the first screen. */
  readonly eagerTypes: readonly string[];
  /** Blocks whose hydration waits, by block id. */
  readonly deferred: ReadonlyMap<string, DeferredHydration>;
}

export interface HydrationPlanOptions {
  /** Types with no behaviour in the browser: their server HTML is final. */
  readonly staticTypes: ReadonlySet<string>;
  /** How far below the first screen an interactive block still hydrates with the page, in CSS pixels. */
  readonly margin?: number;
}

/** Below the first screen by more than this, an interactive block's code waits until it comes near. */
export const EAGER_HYDRATION_MARGIN_PX = 200;

/**
 * Plans the first hydration from the document the server sent, before React touches it: every block frame
 * (`data-block-id`, `data-block-type`) is placed by where it lies on the shopper's screen. A frame that is not
 * rendered at all (hidden at this width) waits until it is shown and near.
 */
export function planHydration(
  root: ParentNode,
  viewportHeight: number,
  { staticTypes, margin = EAGER_HYDRATION_MARGIN_PX }: HydrationPlanOptions,
): HydrationPlan {
  const eager = new Set<string>();
  const deferred = new Map<string, DeferredHydration>();
  for (const frame of root.querySelectorAll<HTMLElement>('[data-block-id][data-block-type]')) {
    const id = frame.dataset.blockId ?? '';
    const type = frame.dataset.blockType ?? '';
    if (staticTypes.has(type)) {
      deferred.set(id, 'never');
      continue;
    }
    const rendered = frame.getClientRects().length > 0;
    const rect = frame.getBoundingClientRect();
    if (rendered && rect.top < viewportHeight + margin && rect.bottom > -margin) eager.add(type);
    else deferred.set(id, 'visible');
  }
  return { eagerTypes: [...eager], deferred };
}

/** The plan of the render that hydrates the server's page; absent in any other render. */
export const HydrationPlanContext = createContext<HydrationPlan | null>(null);
