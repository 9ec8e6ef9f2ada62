import type { CatalogImage } from '../../db/index';

/**
 * Where a colourway's picture of one view is: its stored reference (`catalog_colours.images`, written by whoever
 * loads the catalogue), sized by the image pipeline's `w`/`h`. A product or colour with no stored picture of that
 * view falls back to the path the pipeline's naming gives it (`/images/<master id>-<colour>-<view>.svg`), so an
 * answer always names one.
 */
export function picturePath(stored: readonly CatalogImage[] | null | undefined, masterId: string, colourCode: string, view: string): string {
  return stored?.find((image) => image.view === view)?.src ?? `/images/${masterId.toLowerCase()}-${colourCode}-${view}.svg`;
}

/** A stored picture at a square size, e.g. `/images/rl10062010-220-main.svg?w=600&h=600`. */
export const sizedPicture = (path: string, side: number): string => `${path}?w=${side}&h=${side}`;
