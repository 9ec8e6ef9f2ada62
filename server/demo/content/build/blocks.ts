import type { z } from 'zod';
import type { DemoImageId } from '../../../images';
import type { bannerSchema, collectionSchema, heroSchema, imageSchema, mediaSchema, targetSchema } from '../../../../schemas';

export type BannerInput = Omit<z.input<typeof bannerSchema>, 'type'>;
export type HeroInput = Omit<z.input<typeof heroSchema>, 'type'>;
export type CollectionInput = Omit<z.input<typeof collectionSchema>, 'type' | 'items'>;
type ImageInput = z.input<typeof imageSchema>;
type TargetInput = z.input<typeof targetSchema>;

/** Picture sizes per layout; every image carries width and height so the page reserves its space. */
const SIZES = {
  hero: { sm: [800, 1000], md: [1536, 1152], lg: [2560, 1100] },
  wide: { sm: [800, 600], md: [1536, 768], lg: [1920, 640] },
  card: { sm: [600, 750], md: [600, 750], lg: [720, 900] },
  tile: { sm: [800, 1000], md: [800, 1000], lg: [900, 1200] },
  square: { sm: [600, 600], md: [600, 600], lg: [600, 600] },
} as const;
export type Layout = keyof typeof SIZES;

/** A demo image as content refers to it: `/images/<id>.svg?w=…&h=…` with its box. */
export function image(id: DemoImageId, width: number, height: number, alt = ''): ImageInput {
  return { url: `/images/${id}.svg?w=${width}&h=${height}`, alt, width, height };
}

/**
 * The same picture cut for each breakpoint; a breakpoint whose cut equals the smaller one is left out,
 * since it inherits. Alt stays empty where a visible title already says it all.
 */
export function media(id: DemoImageId, layout: Layout, alt = ''): z.input<typeof mediaSchema> {
  const { sm, md, lg } = SIZES[layout];
  const same = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];
  return {
    sm: image(id, sm[0], sm[1], alt),
    ...(!same(md, sm) && { md: image(id, md[0], md[1], alt) }),
    ...(!same(lg, md) && { lg: image(id, lg[0], lg[1], alt) }),
  };
}

export function target(url: string, text: string, style: TargetInput['style'] = 'primary', size: TargetInput['size'] = 'md'): TargetInput {
  return { url, text, style, size };
}

export const banner = (fields: BannerInput) => ({ ...fields, type: 'banner' as const });
export const hero = (fields: HeroInput) => ({ ...fields, type: 'hero' as const });

/** A collection of child blocks. */
export const collection = (fields: CollectionInput, items: readonly { id: string; type: string }[]) => ({
  ...fields,
  type: 'collection' as const,
  items: [...items],
});

/** A page section; names carry behaviour ("… inherited", "… lazy load", "[stacked]"). */
export const section = (name: string, items: readonly { id: string; type: string }[] = []) => ({ name, items: [...items] });

/** The empty section every page starts with: the promo bar arrives from the `*` espot. */
export const headerInherited = () => section('header inherited');

/** Rich text wraps plain lines in paragraphs; lines that are already HTML pass through. */
export const paragraphs = (...lines: string[]): string => lines.map((l) => (l.startsWith('<') ? l : `<p>${l}</p>`)).join('');
