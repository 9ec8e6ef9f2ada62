import { useCallback, useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';

/** Opening waits a moment, so a pointer crossing the bar on its way elsewhere opens nothing. */
const OPEN_DELAY_MS = 60;
/** Closing waits a moment too, so a pointer cutting a corner between trigger and panel keeps it open. */
const CLOSE_DELAY_MS = 120;

/**
 * Hover opening for a menu item (mouse only: touch and pen open by tapping): the item's pointer enter and
 * leave handlers, with small delays. Put them on the element holding both trigger and panel.
 */
export function useHoverIntent(enabled: boolean, onOpenChange: (open: boolean) => void) {
  const timer = useRef<number | undefined>(undefined);
  const change = useRef(onOpenChange);
  useEffect(() => {
    change.current = onOpenChange;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const schedule = useCallback(
    (event: PointerEvent, open: boolean) => {
      if (!enabled || event.pointerType !== 'mouse') return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => change.current(open), open ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
    },
    [enabled],
  );
  const onPointerEnter = useCallback((event: PointerEvent) => schedule(event, true), [schedule]);
  const onPointerLeave = useCallback((event: PointerEvent) => schedule(event, false), [schedule]);
  return { onPointerEnter, onPointerLeave };
}
