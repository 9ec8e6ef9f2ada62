import { SCENE } from './landscapes';
import type { Brand } from './palettes';
import { DEFAULT_FLOOR_Y, PRODUCT, staged } from './stage';
import type { Drawing, Fit, Size } from './svg';

/** One demo image: what it shows, its natural size, and how to draw it. */
export interface ImageSpec {
  /** Describes the picture; becomes the SVG's accessible `<title>`. */
  readonly title: string;
  readonly natural: Size;
  readonly fit: Fit;
  readonly draw: (id: string) => Drawing;
  /** A product alone, without its stage, and where its floor line is: for pictures that place it in a scene. */
  readonly subject?: { readonly draw: (id: string) => Drawing; readonly floorY: number };
}

/** A full-bleed scene: cropped to fill whatever box it is asked for. */
export const scene = (title: string, draw: (id: string) => Drawing): ImageSpec => ({ title, natural: SCENE, fit: 'cover', draw });

/** A product on its brand's stage: always shown whole, the backdrop stretching to the box. */
export const product = (title: string, brand: Brand, draw: (id: string) => Drawing, shadowY?: number): ImageSpec => ({
  title,
  natural: PRODUCT,
  fit: 'contain',
  draw: (id) => staged(id, brand, draw(id), shadowY),
  subject: { draw, floorY: shadowY ?? DEFAULT_FLOOR_Y },
});
