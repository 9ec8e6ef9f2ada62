import type { CSSProperties } from 'react';
import type { BannerBlock, Breakpoint, HeroBlock } from '../../schemas';
import type { SlideKind } from '../shared/slide-context';
import { valueAt } from '../../runtime/core';
import { layoutBreakpoints as breakpoints } from '../../runtime/react';
import { cx } from '../shared/cx';

/** Height of the gradient behind overlaid text, by `gradientStyle` (spec 001 §9). */
export const GRADIENT_HEIGHT = { full: '35%', focused: '50%', off: '0%' } as const;
/** Width of the overlaid text on desktop, by `overlayWidth` (spec 001 §9). */
export const OVERLAY_WIDTH = { xs: '33.333%', sm: '50%', md: '66.667%', lg: '91.667%' } as const;

export type HeroFamilyBlock = HeroBlock | BannerBlock;

/**
 * Without content settings: cards in a carousel or grid stack image over text; a banner strip stacks on
 * phones (its short picture cannot carry a title, text and a button legibly) and splits from md up.
 */
function defaultLayout(block: HeroFamilyBlock, bp: Breakpoint, slide: SlideKind) {
  if (slide === 'card') return 'stacked';
  if (block.type === 'banner') return bp === 'sm' ? 'stacked' : 'split-start';
  return 'overlay';
}

/**
 * Classes and custom properties of one hero or banner: layout and alignment per breakpoint (inherited
 * upwards), gradient, overlay width and colours. All layout is CSS so the server render is final.
 */
export function heroLayout(block: HeroFamilyBlock, hasMedia: boolean, slide: SlideKind = null) {
  const classes: string[] = ['ts-hero', `ts-hero--${block.type}`];
  for (const bp of breakpoints) {
    const entry = valueAt(block.responsiveLayout, bp);
    const layout = hasMedia ? (entry?.layout ?? defaultLayout(block, bp, slide)) : 'stacked';
    classes.push(`ts-hero--${bp}-${layout}`, `ts-hero--${bp}-align-${block.styles?.textAlign ?? entry?.alignment ?? 'start'}`);
  }
  const tone = block.gradientTone ?? 'dark';
  const gradient = block.gradientStyle ?? 'off';
  const style: Record<string, string> = {
    '--ts-hero-gradient-h': GRADIENT_HEIGHT[gradient],
    '--ts-hero-overlay-w': OVERLAY_WIDTH[block.overlayWidth ?? 'sm'],
  };
  // `colours.text` is the colour of text over the media; copy that flows beside or below the media uses it
  // only when the block also sets its background, so a stacked mobile layout never puts white text on cream.
  if (block.colours?.text) style['--ts-hero-text'] = block.colours.text;
  if (block.colours?.background) {
    style['--ts-hero-bg'] = block.colours.background;
    if (block.colours.text) style['--ts-hero-flow-text'] = block.colours.text;
  }
  if (block.colours?.accent) style['--ts-btn-bg'] = block.colours.accent;
  return {
    className: cx(
      ...classes,
      `ts-hero--tone-${tone}`,
      gradient !== 'off' && 'ts-hero--gradient',
      !hasMedia && 'ts-hero--no-media',
      block.isFullHeight && 'ts-hero--full-height',
      block.styles?.typeface === 'body' && 'ts-hero--body-type',
      block.styles?.textTransform && `ts-hero--case-${block.styles.textTransform}`,
    ),
    style: style as CSSProperties,
  };
}
