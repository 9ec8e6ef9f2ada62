import type { CSSProperties } from 'react';
import type { Breakpoint } from '../../schemas';
import type { ResolvedBlock } from '../core';
import { valueAt } from '../core';
import { layoutBreakpoints as breakpoints } from './layout-breakpoints';

type Spacing = 'none' | 'sm' | 'md' | 'lg' | 'xl';
const spacingToken: Readonly<Record<Spacing, string>> = {
  none: '0px',
  sm: 'var(--ts-space-4)',
  md: 'var(--ts-space-6)',
  lg: 'var(--ts-space-8)',
  xl: 'var(--ts-space-10)',
};
const isSpacing = (v: unknown): v is Spacing => typeof v === 'string' && Object.hasOwn(spacingToken, v);
const isBreakpoint = (v: unknown): v is Breakpoint => typeof v === 'string' && (breakpoints as readonly string[]).includes(v);

export interface BlockFrame {
  readonly className: string;
  readonly style: CSSProperties;
}

/** The block fields `blockFrame` reads (besides `type`): what a frame that keeps the server's HTML still needs. */
export const FRAME_FIELDS = ['isFullWidth', 'hideOnBreakpoint', 'bottomMargins', 'backgroundColor'] as const;

/**
 * The common fields every block shares, as classes and CSS custom properties on the block's wrapper:
 * `hideOnBreakpoint` → `ts-hide-{bp}`, `bottomMargins` → `--ts-block-mb-{bp}` (inherited upwards),
 * `backgroundColor`, `isFullWidth` → `ts-block--full`. The rules live in block-registry's frame.css.
 */
export function blockFrame(block: ResolvedBlock): BlockFrame {
  const classes = ['ts-block', `ts-block--${block.type}`];
  if (block.isFullWidth === true) classes.push('ts-block--full');
  else classes.push('ts-block--contained');
  if (Array.isArray(block.hideOnBreakpoint)) {
    for (const bp of new Set(block.hideOnBreakpoint)) if (isBreakpoint(bp)) classes.push(`ts-hide-${bp}`);
  }

  const style: Record<string, string> = {};
  const margins = block.bottomMargins as Partial<Record<Breakpoint, unknown>> | undefined;
  if (margins && typeof margins === 'object') {
    for (const bp of breakpoints) {
      const value = valueAt(margins, bp);
      if (isSpacing(value)) style[`--ts-block-mb-${bp}`] = spacingToken[value];
    }
  }
  if (typeof block.backgroundColor === 'string') style.backgroundColor = block.backgroundColor;
  return { className: classes.join(' '), style };
}
