import { blocksByFold } from '../runtime/react';

/** The shell's regions above the page: the promo bar's section and the header with the mega menu. */
const ALWAYS_EAGER = '.ts-shell-top, .ts-site-header';

export interface HydrationPlan {
  /** Block types whose code loads before hydrating. */
  readonly eagerTypes: readonly string[];
  /** Blocks (by id) that keep their server HTML and hydrate when they near the viewport. */
  readonly heldIds: readonly string[];
}

/**
 * Read from the server HTML before hydrating: the blocks the shopper sees before scrolling, plus the
 * promo bar and the menu (always at the top; a restored scroll position must not leave them inert),
 * hydrate at once; every other block waits for runtime/react's deferred loads.
 */
export function hydrationPlan(root: Document, viewportHeight: number): HydrationPlan {
  const { onScreen, offScreen } = blocksByFold(root, viewportHeight);
  const eager = [...onScreen, ...offScreen.filter((element) => element.closest(ALWAYS_EAGER) !== null)];
  const eagerSet = new Set(eager);
  const types = new Set(eager.flatMap((element) => (element.dataset.blockType ? [element.dataset.blockType] : [])));
  const heldIds = offScreen.filter((element) => !eagerSet.has(element)).flatMap((element) => (element.dataset.blockId ? [element.dataset.blockId] : []));
  return { eagerTypes: [...types], heldIds };
}
