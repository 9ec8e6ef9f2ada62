import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { useReducedMotion } from './use-media';

/** Calls `callback` every `delayMs`; `null` stops it. The latest callback is always used. */
export function useInterval(callback: () => void, delayMs: number | null): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delayMs === null) return undefined;
    const id = setInterval(() => saved.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs]);
}

export interface AutoRotation {
  /** Rotation is running now (enabled, not paused, motion allowed). */
  readonly running: boolean;
  /** The shopper paused it with the pause button. */
  readonly stopped: boolean;
  readonly reducedMotion: boolean;
  readonly toggleStopped: () => void;
  /** Spread on the rotating region: hovering or focusing inside pauses rotation. */
  readonly pauseProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Automatic rotation every `delayMs` that pauses while hovered or focused, never runs under
 * `prefers-reduced-motion`, and can be stopped by the shopper (WCAG 2.2.2).
 */
export function useAutoRotation(onTick: () => void, delayMs: number, enabled: boolean): AutoRotation {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const running = enabled && !reducedMotion && !hovered && !focused && !stopped;
  useInterval(onTick, running ? delayMs : null);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }, []);
  return {
    running,
    stopped,
    reducedMotion,
    toggleStopped: () => setStopped((s) => !s),
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur,
    },
  };
}
