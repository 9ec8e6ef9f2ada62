/**
 * The widths Tessera draws raster images at. A requested size snaps up to the next one (the height follows
 * in proportion), so browsers, CDNs and the server's caches see a dozen variants of a picture instead of one
 * per integer, and no crawler can make the server draw thousands of sizes of one picture.
 */
export const IMAGE_WIDTHS = [64, 128, 256, 400, 640, 960, 1280, 1600, 1920, 2560, 3200, 4000] as const;

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
const SMALLEST_SIDE = 16;

/** The ladder step at or above `side`, or the largest when `side` is past the top. */
export const ladderAbove = (side: number): number => IMAGE_WIDTHS.find((step) => step >= side) ?? LARGEST;
/** The ladder step at or below `side`, or the smallest when `side` is below the bottom. */
const ladderBelow = (side: number): number => [...IMAGE_WIDTHS].reverse().find((step) => step <= side) ?? IMAGE_WIDTHS[0];

export interface ImageBox {
  readonly w?: number | undefined;
  readonly h?: number | undefined;
}

/**
 * A box snapped to the ladder: the width (or, given alone, the height) snaps up to the next step and the other
 * side follows in proportion; when the other side would then pass the largest step, the box snaps down instead.
 * @example snapToLadder({ w: 700, h: 350 }) // → { w: 960, h: 480 }
 */
export function snapToLadder({ w, h }: ImageBox): { w?: number; h?: number } {
  if (w === undefined) return h === undefined ? {} : { h: ladderAbove(h) };
  const up = ladderAbove(w);
  if (h === undefined) return { w: up };
  const follow = (width: number) => Math.max(SMALLEST_SIDE, Math.round((h * width) / w));
  if (follow(up) <= LARGEST) return { w: up, h: follow(up) };
  const down = ladderBelow(w);
  return { w: down, h: Math.min(LARGEST, follow(down)) };
}
