import type { Breakpoint } from '../../schemas';

/** Minimum viewport widths (px) of the layout breakpoints; CSS media queries use the same numbers. */
export const breakpointMinWidth: Readonly<Record<Breakpoint, number>> = { sm: 0, md: 768, lg: 1024 };

/** The breakpoint a viewport width falls in. */
export const breakpointForWidth = (width: number): Breakpoint =>
  width >= breakpointMinWidth.lg ? 'lg' : width >= breakpointMinWidth.md ? 'md' : 'sm';

/** A per-breakpoint value where a missing breakpoint inherits from the next smaller one. */
export function valueAt<T>(values: Partial<Record<Breakpoint, T>> | undefined, bp: Breakpoint): T | undefined {
  if (!values) return undefined;
  if (bp === 'lg') return values.lg ?? values.md ?? values.sm;
  if (bp === 'md') return values.md ?? values.sm;
  return values.sm;
}
