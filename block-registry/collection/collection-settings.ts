import type { CSSProperties } from 'react';
import type { Breakpoint, CollectionBlock, CollectionBreakpoint } from '../../schemas';
import { valueAt } from '../../runtime/core';
import { layoutBreakpoints as breakpoints } from '../../runtime/react';

/** CTA collections: slide max width 19.25rem on small screens, 26.5rem otherwise; no arrows on small (spec 001 §9). */
export const CTA_SLIDE_MAX_WIDTH = { sm: '19.25rem', md: '26.5rem', lg: '26.5rem' } as const;
/** A collection with this name becomes a full-width grid. */
export const STACKED_NAME = '[stacked]';

type Resolved = Required<Omit<CollectionBreakpoint, 'slideMaxWidth'>> & { slideMaxWidth: string };
export type CollectionSettings = Readonly<Record<Breakpoint, Resolved>>;

const base: Readonly<Record<Breakpoint, Resolved>> = {
  sm: {
    type: 'carousel',
    slideWidth: '82%',
    slideMaxWidth: 'none',
    slidePadding: 0.75,
    margin: 0,
    columns: 1,
    autoplay: false,
    autorotateTime: 5,
    loop: false,
    showArrows: false,
    showIndicators: true,
    showProgress: false,
  },
  md: {
    type: 'carousel',
    slideWidth: '45%',
    slideMaxWidth: 'none',
    slidePadding: 1,
    margin: 0,
    columns: 2,
    autoplay: false,
    autorotateTime: 5,
    loop: false,
    showArrows: true,
    showIndicators: true,
    showProgress: false,
  },
  lg: {
    type: 'carousel',
    slideWidth: '25%',
    slideMaxWidth: 'none',
    slidePadding: 1.25,
    margin: 0,
    columns: 4,
    autoplay: false,
    autorotateTime: 5,
    loop: false,
    showArrows: true,
    showIndicators: false,
    showProgress: false,
  },
};

/** What a variant changes of the defaults; content settings still win unless the spec fixes the value. */
const variantDefaults: Record<CollectionBlock['variant'], Partial<Record<Breakpoint, Partial<Resolved>>>> = {
  default: {},
  threeCardGrid: { sm: { slideWidth: '85%' }, md: { type: 'grid', columns: 3 }, lg: { type: 'grid', columns: 3 } },
  highlightCenter: { sm: { slideWidth: '78%', loop: true }, md: { slideWidth: '55%' }, lg: { slideWidth: '42%', showIndicators: true } },
  cta: { sm: { slideWidth: '85%' }, md: { slideWidth: '45%' }, lg: { slideWidth: '32%' } },
};

const fields = Object.keys(base.sm) as (keyof Resolved)[];

/** Per-breakpoint settings: the block's values (a missing breakpoint inherits from the smaller one), then variant defaults, then base defaults. */
export function collectionSettings(block: CollectionBlock): CollectionSettings {
  const stacked = block.name?.trim() === STACKED_NAME;
  const result = {} as Record<Breakpoint, Resolved>;
  for (const bp of breakpoints) {
    const defaults = { ...base[bp], ...variantDefaults[block.variant][bp] };
    const entry = { ...defaults } as Record<keyof Resolved, unknown>;
    for (const field of fields) {
      const own = valueAt({ sm: block.breakpoints.sm?.[field], md: block.breakpoints.md?.[field], lg: block.breakpoints.lg?.[field] }, bp);
      if (own !== undefined) entry[field] = own;
    }
    const resolved = entry as Resolved;
    if (block.variant === 'cta') {
      resolved.slideMaxWidth = CTA_SLIDE_MAX_WIDTH[bp];
      if (bp === 'sm') resolved.showArrows = false;
    }
    if (stacked) Object.assign(resolved, { type: 'grid', columns: 1 });
    result[bp] = resolved;
  }
  return result;
}

/** Classes and custom properties that size the first view in CSS, so the server render is already right. */
export function collectionStyle(settings: CollectionSettings): { className: string; style: CSSProperties } {
  const classes: string[] = [];
  const style: Record<string, string> = {};
  for (const bp of breakpoints) {
    const s = settings[bp];
    classes.push(`ts-collection--${bp}-${s.type}`);
    if (s.type === 'carousel') {
      if (s.showArrows) classes.push(`ts-collection--${bp}-arrows`);
      if (s.showIndicators) classes.push(`ts-collection--${bp}-dots`);
      if (s.showProgress) classes.push(`ts-collection--${bp}-progress`);
    }
    style[`--ts-c-w-${bp}`] = s.slideWidth;
    style[`--ts-c-max-${bp}`] = s.slideMaxWidth;
    style[`--ts-c-gap-${bp}`] = `${s.slidePadding}rem`;
    style[`--ts-c-margin-${bp}`] = `${s.margin}rem`;
    style[`--ts-c-cols-${bp}`] = String(s.columns);
  }
  return { className: classes.join(' '), style };
}
