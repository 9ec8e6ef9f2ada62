import type { MouseEvent } from 'react';
import { analyticsEvents } from '../../runtime/core';
import { useTrack } from '../../runtime/react';

interface Tracked {
  readonly id: string;
  readonly type: string;
  readonly promotionTracking?: { readonly creativeName?: string; readonly promotionId?: string; readonly promotionName?: string } | undefined;
}

/**
 * A click handler for a block's wrapper that reports `promotion_click` when a link inside it is followed.
 * Only blocks that carry `promotionTracking` are promotions; others send nothing.
 */
export function usePromotionClick(block: Tracked): (event: MouseEvent<HTMLElement>) => void {
  const track = useTrack();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !block.promotionTracking) return;
    track(analyticsEvents.promotionClick, {
      ...block.promotionTracking,
      blockId: block.id,
      blockType: block.type,
      linkText: link.textContent?.trim() ?? '',
      linkUrl: link.getAttribute('href') ?? '',
    });
  };
}
