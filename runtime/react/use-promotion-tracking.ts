import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { analyticsEvents } from '../core';
import { useTrack } from './use-analytics';

/** How much of a promotion must be on screen before it counts as seen (the common ad-viewability rule). */
export const PROMOTION_VISIBLE_RATIO = 0.5;

export interface PromotionTracking {
  readonly creativeName?: string;
  readonly promotionId?: string;
  readonly promotionName?: string;
}

/** The block's `promotionTracking`, when it names anything; content may hold any shape. */
export function promotionOf(block: object): PromotionTracking | undefined {
  const raw = (block as { readonly promotionTracking?: unknown }).promotionTracking;
  if (!raw || typeof raw !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const key of ['creativeName', 'promotionId', 'promotionName'] as const) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Whether an entry shows enough of the element; a promotion taller than twice the viewport counts at half the viewport. */
function seen(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= PROMOTION_VISIBLE_RATIO) return true;
  const viewport = entry.rootBounds?.height ?? 0;
  return viewport > 0 && entry.intersectionRect.height >= viewport * PROMOTION_VISIBLE_RATIO;
}

/**
 * Reports a block with `promotionTracking` as a promotion: `promotion_impression` once per mount when at
 * least half of it is visible, and `promotion_click` whenever a link inside it is followed. Blocks without
 * it cost nothing. `active` is false while the element is not rendered yet.
 * @example usePromotionTracking(ref, block, Component !== undefined)
 */
export function usePromotionTracking(ref: RefObject<HTMLElement | null>, block: object, active = true): void {
  const track = useTrack();
  const promotion = promotionOf(block);
  const key = promotion ? JSON.stringify(promotion) : '';
  const impressed = useRef('');

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || key === '') return undefined;
    const attributes = JSON.parse(key) as PromotionTracking;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) track(analyticsEvents.promotionClick, { ...attributes });
    };
    element.addEventListener('click', onClick);
    let observer: IntersectionObserver | undefined;
    // No observer (very old browsers): no impression rather than a false one.
    if (impressed.current !== key && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (impressed.current === key || !entries.some(seen)) return;
          impressed.current = key;
          track(analyticsEvents.promotionImpression, { ...attributes });
          observer?.disconnect();
        },
        { threshold: [0, PROMOTION_VISIBLE_RATIO, 1] },
      );
      observer.observe(element);
    }
    return () => {
      element.removeEventListener('click', onClick);
      observer?.disconnect();
    };
  }, [ref, active, key, track]);
}
