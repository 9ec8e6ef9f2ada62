import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether at least `threshold` of the element is in the viewport, following it in and out (unlike
 * `useNearViewport`, which latches). `false` until the observer first answers, and on the server.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.5): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInView(last.isIntersecting);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}
