import type { Breakpoint, VideoBlock } from '../../schemas';
import { valueAt } from '../../runtime/core';

const breakpoints: readonly Breakpoint[] = ['sm', 'md', 'lg'];
const spacing: Readonly<Record<string, string>> = {
  none: '0px',
  sm: 'var(--ts-space-4)',
  md: 'var(--ts-space-6)',
  lg: 'var(--ts-space-8)',
  xl: 'var(--ts-space-10)',
};

/**
 * CSS custom properties of a video block: the frame's aspect ratio per breakpoint, from that breakpoint's
 * poster (so the box is reserved before anything loads), and the inner paddings per breakpoint.
 */
export function videoStyle(block: Pick<VideoBlock, 'media' | 'paddings' | 'colours'>): Record<string, string> {
  const style: Record<string, string> = {};
  for (const bp of breakpoints) {
    const poster = valueAt(block.media, bp) ?? block.media.sm ?? block.media.md ?? block.media.lg;
    if (poster) style[`--ts-video-ar-${bp}`] = `${poster.width} / ${poster.height}`;
    const pad = valueAt(block.paddings, bp);
    if (pad) style[`--ts-video-pad-${bp}`] = spacing[pad] ?? '0px';
  }
  if (block.colours?.text) style['--ts-video-text'] = block.colours.text;
  return style;
}
