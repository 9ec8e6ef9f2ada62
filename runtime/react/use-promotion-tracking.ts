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

/** Clicks already reported by an inner promotion, so a promotion nested in another one counts once. */
const reportedClicks = new WeakSet<Event>();

/** What a click reports about the followed link: its accessible words and its href as written. */
function linkAttributes(link: Element): { readonly linkText: string; readonly linkUrl: string } {
  const label = link.getAttribute('aria-label')?.trim();
  const text = label || (link.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { linkText: text, linkUrl: link.getAttribute('href') ?? '' };
}

/** The block's own id and type, when it has them (every block the frame renders does). */
function blockAttributes(block: object): Record<string, string> {
  const { id, type } = block as { readonly id?: unknown; readonly type?: unknown };
  const out: Record<string, string> = {};
  if (typeof id === 'string') out.blockId = id;
  if (typeof type === 'string') out.blockType = type;
  return out;
}

/**
 * Reports a block with `promotionTracking` as a promotion: `promotion_impression` once per mount when at
 * least half of it is visible, and `promotion_click` whenever a link inside it is followed, with the block's
 * id and type and the link's `linkText` and `linkUrl`. A click counts once, for the innermost promotion
 * around the link. Blocks without it cost nothing. `active` is false while the element is not rendered yet.
 * @example usePromotionTracking(ref, block, Component !== undefined)
 */
export function usePromotionTracking(ref: RefObject<HTMLElement | null>, block: object, active = true): void {
  const track = useTrack();
  const promotion = promotionOf(block);
  const key = promotion ? JSON.stringify(promotion) : '';
  const ids = JSON.stringify(blockAttributes(block));
  const impressed = useRef('');

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || key === '') return undefined;
    const attributes = JSON.parse(key) as PromotionTracking;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !element.contains(link) || reportedClicks.has(event)) return;
      reportedClicks.add(event);
      track(analyticsEvents.promotionClick, { ...attributes, ...(JSON.parse(ids) as Record<string, string>), ...linkAttributes(link) });
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
  }, [ref, active, key, ids, track]);
}
