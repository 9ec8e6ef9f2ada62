import { useCallback } from 'react';
import { analyticsEvent } from '../core';
import { useRuntime } from './runtime-context';

/**
 * Sends an analytics event through the provider's sink, after the attribute rules of `analyticsEvent`.
 * @example const track = useTrack(); track(analyticsEvents.popupClick, { popupName: block.name });
 */
export function useTrack(): (name: string, attributes?: Readonly<Record<string, unknown>>) => void {
  const { analytics } = useRuntime();
  return useCallback((name, attributes) => analytics(analyticsEvent(name, attributes)), [analytics]);
}
