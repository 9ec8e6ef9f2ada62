import { useCallback } from 'react';
import { analyticsEvents } from '../../runtime/core';
import { useTrack } from '../../runtime/react';

export type MenuLevel = 1 | 2 | 3;

/** What the menu reports (spec 001 §7): top-nav link clicks and mobile accordion expansions. */
export interface MenuAnalytics {
  /** A followed menu link: its level, visible title and destination path. */
  readonly navClick: (level: MenuLevel, title: string, path: string) => void;
  /** A mobile section opened (closing is not reported). */
  readonly expand: (level: MenuLevel, title: string) => void;
}

/**
 * The mega menu's analytics, through the runtime's sink.
 * @example const { navClick } = useMenuAnalytics(); <SmartLink onClick={() => navClick(2, item.title, url)} … />
 */
export function useMenuAnalytics(): MenuAnalytics {
  const track = useTrack();
  const navClick = useCallback(
    (level: MenuLevel, title: string, path: string) => track(analyticsEvents.topNavClick, { level, title, path }),
    [track],
  );
  const expand = useCallback((level: MenuLevel, title: string) => track(analyticsEvents.mobileMenuExpand, { title, level }), [track]);
  return { navClick, expand };
}
