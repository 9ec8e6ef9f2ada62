import type { Breakpoint } from '../../schemas';
import { breakpointMinWidth } from '../core';

/**
 * The breakpoints smallest first, derived from runtime/core's widths so that block code never imports
 * the schemas (and zod) at run time just for this list.
 */
export const layoutBreakpoints: readonly Breakpoint[] = (Object.keys(breakpointMinWidth) as Breakpoint[]).sort(
  (a, b) => breakpointMinWidth[a] - breakpointMinWidth[b],
);
