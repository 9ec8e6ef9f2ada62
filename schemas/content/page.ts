import { z } from 'zod';
import { text } from '../text';
import { storedBlockSchema } from './common';

export const sectionSchema = z.object({
  /** Section names carry behaviour: "lazy load" anywhere → loaded lazily; ending in "inherited" → merged with the route-pattern espots. */
  name: text().min(1),
  items: z.array(storedBlockSchema).default([]),
});
export type Section = z.infer<typeof sectionSchema>;

export const seoSchema = z.object({
  title: text().default(''),
  description: text().default(''),
  noIndex: z.boolean().optional(),
});
export type Seo = z.infer<typeof seoSchema>;

/** The data of page-like documents (page, augmentedpage, category, product, search). */
export const pageDataSchema = z.object({
  sections: z.array(sectionSchema).default([]),
  seo: seoSchema.default({ title: '', description: '' }),
});
export type PageData = z.infer<typeof pageDataSchema>;

/** Route-pattern espot: sections merged into a page's "… inherited" section of the same name when the path matches. */
export const espotDataSchema = z.object({
  /** A path pattern below the locale: "*" (every page), "/" (home), "/c/*", "/p/*", "/account*". */
  routePattern: text().min(1),
  sections: z.array(sectionSchema).default([]),
});
export type EspotData = z.infer<typeof espotDataSchema>;
