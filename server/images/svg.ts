/** The natural or requested pixel size of an image. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * A picture drawn in its natural coordinate space. `backdrop` paints the whole visible area, which
 * for `contain` images reaches beyond the natural canvas.
 */
export interface Drawing {
  readonly defs: string;
  readonly body: string;
  readonly backdrop?: string;
}

/** `cover` crops scenes to the requested aspect; `contain` keeps a product whole and widens its backdrop. */
export type Fit = 'cover' | 'contain';

export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The centred window of the natural canvas that has the requested aspect ratio. */
export function viewBoxFor(natural: Size, requested: Size, fit: Fit): ViewBox {
  const sx = requested.width / natural.width;
  const sy = requested.height / natural.height;
  const scale = fit === 'cover' ? Math.max(sx, sy) : Math.min(sx, sy);
  const width = requested.width / scale;
  const height = requested.height / scale;
  return { x: (natural.width - width) / 2, y: (natural.height - height) / 2, width, height };
}

/** Numbers in SVG attributes: one decimal is plenty and keeps documents small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SvgDocument {
  readonly id: string;
  readonly title: string;
  readonly natural: Size;
  readonly requested: Size;
  readonly fit: Fit;
  readonly drawing: Drawing;
}

/** Wraps a drawing in a standalone SVG document sized to the requested box. */
export function svgDocument({ id, title, natural, requested, fit, drawing }: SvgDocument): string {
  const box = viewBoxFor(natural, requested, fit);
  const backdrop = drawing.backdrop
    ? `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="${drawing.backdrop}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${requested.width}" height="${requested.height}" ` +
    `viewBox="${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)}" preserveAspectRatio="xMidYMid slice" ` +
    `role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${escapeXml(title)}</title>` +
    `<defs>${drawing.defs}</defs>${backdrop}${drawing.body}</svg>`
  );
}
