import { kestrelImages } from './catalogue-kestrel';
import { ridgelineImages } from './catalogue-ridgeline';
import { snapshotImages } from './catalogue-snapshots';
import type { SnapshotId } from './catalogue-snapshots';
import type { ImageSpec } from './image-spec';
import { type Drawing, svgDocument } from './svg';

const catalogue: Readonly<Record<string, ImageSpec>> = { ...ridgelineImages, ...kestrelImages, ...snapshotImages };

/** Every demo image id; content refers to them as `/images/<id>.svg?w=…&h=…`. */
export type DemoImageId = keyof typeof ridgelineImages | keyof typeof kestrelImages;
export const demoImageIds = Object.keys(catalogue) as (DemoImageId | SnapshotId)[];
export { snapshotId } from './catalogue-snapshots';
export type { SnapshotId, SnapshotProduct, SnapshotScene } from './catalogue-snapshots';

/** Where drawings beyond the built-in ones come from (the demo's catalogue pictures, `rl10062010-220-main`). */
export type DrawingSource = (id: string) => ImageSpec | undefined;
const sources: DrawingSource[] = [];

/**
 * Adds drawings the pipeline serves under `/images/<id>.<ext>`, looked up after the built-in ones: the demo plugin
 * adds its products' pictures this way, so the pipeline itself knows no catalogue. Adding a source twice is a no-op.
 */
export function addDrawingSource(source: DrawingSource): void {
  if (!sources.includes(source)) sources.push(source);
}

/** A content image by id, or a picture of an added source. */
function specOf(id: string): ImageSpec | undefined {
  if (Object.hasOwn(catalogue, id)) return catalogue[id];
  for (const source of sources) {
    const spec = source(id);
    if (spec) return spec;
  }
  return undefined;
}
export type { ImageSpec } from './image-spec';

/** The largest side served: enough for a 2× desktop hero, small enough to refuse silly requests. */
export const MAX_IMAGE_SIDE = 4096;

export interface RenderOptions {
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

/** Drawings do not depend on the requested size, only the viewBox does: draw each image once per process. */
const drawings = new Map<string, Drawing>();
function drawingOf(id: string, spec: ImageSpec): Drawing {
  const cached = drawings.get(id);
  if (cached) return cached;
  const drawing = spec.draw(id);
  drawings.set(id, drawing);
  return drawing;
}

const valid = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 1 ? Math.min(Math.round(value), MAX_IMAGE_SIDE) : undefined;

/**
 * Renders a demo image as SVG text, sized to the requested box (cropped or letterboxed to its aspect).
 * A missing side follows the natural aspect; with neither, the natural size. Unknown ids give undefined.
 * @example renderDemoImage('rl-dawn-ridge', { width: 800, height: 1000 })
 */
export function renderDemoImage(id: string, opts: RenderOptions = {}): string | undefined {
  const spec = specOf(id);
  if (!spec) return undefined;
  const { natural } = spec;
  const w = valid(opts.width);
  const h = valid(opts.height);
  const width = w ?? (h ? Math.round((h * natural.width) / natural.height) : natural.width);
  const height = h ?? (w ? Math.round((w * natural.height) / natural.width) : natural.height);
  // A side derived from the other (a tall-only request of a wide picture) may pass the largest side:
  // the whole box shrinks, aspect kept, so no answer is larger than MAX_IMAGE_SIDE either way.
  const shrink = Math.min(1, MAX_IMAGE_SIDE / Math.max(width, height));
  const requested = { width: Math.max(1, Math.round(width * shrink)), height: Math.max(1, Math.round(height * shrink)) };
  return svgDocument({ id, title: spec.title, natural, requested, fit: spec.fit, drawing: drawingOf(id, spec) });
}

/** The natural size and description of a demo image, for content that reserves its space. */
export function demoImageInfo(id: string): { width: number; height: number; title: string } | undefined {
  const spec = specOf(id);
  return spec && { width: spec.natural.width, height: spec.natural.height, title: spec.title };
}
