import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** What a page marks as its main action (add to cart, checkout): a pop-up never sits over it. */
export const MAIN_ACTION = '[data-main-action]';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
const shown = (box: DOMRect) => box.width > 0 && box.height > 0;

/**
 * Whether `element` (fixed over the page) sits over what the shopper is on: the focused control outside it, or one
 * of the page's main actions on screen.
 */
export function coversPage(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (!shown(box)) return false;
  const doc = element.ownerDocument;
  const underneath = [...doc.querySelectorAll(MAIN_ACTION)];
  const focused = doc.activeElement;
  if (focused && focused !== doc.body && !element.contains(focused)) underneath.push(focused);
  return underneath.some((other) => {
    const otherBox = other.getBoundingClientRect();
    return shown(otherBox) && overlaps(box, otherBox);
  });
}

/**
 * Tells `onCheck` whether the element `ref` holds covers the focused control or a main action: when `watching` starts
 * (measured before paint, so a pop-up that must give way is never seen where it should not be) and again as focus
 * moves, the page scrolls or the window is resized (once a frame at most).
 */
export function useCovering(ref: RefObject<HTMLElement | null>, watching: boolean, onCheck: (covers: boolean) => void): void {
  const latest = useRef(onCheck);
  useLayoutEffect(() => {
    latest.current = onCheck;
  });
  useLayoutEffect(() => {
    if (!watching) return undefined;
    const check = () => {
      const element = ref.current;
      latest.current(element ? coversPage(element) : false);
    };
    check();
    let frame = 0;
    const later = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        check();
      });
    };
    const events = ['focusin', 'focusout', 'scroll', 'resize'] as const;
    events.forEach((name) => window.addEventListener(name, later, { passive: true }));
    return () => {
      events.forEach((name) => window.removeEventListener(name, later));
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, watching]);
}
