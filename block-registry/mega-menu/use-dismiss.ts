import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/** While `open`: Escape anywhere, or a press outside `container`, asks to close. */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, onDismiss: (reason: DismissReason) => void): void {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) dismiss.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container]);
}
