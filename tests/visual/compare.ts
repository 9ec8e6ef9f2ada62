import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch tolerates (anti-aliasing), and the share of pixels that may still differ. */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.001;

export type Comparison = { readonly same: true } | { readonly same: false; readonly reason: string; readonly diff?: Buffer };

/** Compares two PNG screenshots; a difference beyond the thresholds comes back with a diff image. */
export function comparePng(baseline: Buffer, actual: Buffer): Comparison {
  // The same encoder given the same pixels writes the same bytes: most runs need no decoding at all.
  if (baseline.equals(actual)) return { same: true };
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { same: false, reason: `size changed from ${a.width}×${a.height} to ${b.width}×${b.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const different = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  const ratio = different / (a.width * a.height);
  if (ratio <= MAX_DIFF_RATIO) return { same: true };
  return { same: false, reason: `${different} pixels differ (${(ratio * 100).toFixed(2)}%)`, diff: PNG.sync.write(diff) };
}
