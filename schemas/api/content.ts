import { z } from 'zod';
import { text } from '../text';
import { augmentedPages, docTypeSchema } from '../content/document';

export const contentModeSchema = z.enum(['preview', 'publish']);
export type ContentMode = z.infer<typeof contentModeSchema>;

/** Site ids are `{brand}-{locale}`, e.g. `ridgeline-en-us`. */
export const siteIdSchema = text().regex(/^[a-z][a-z0-9]*-[a-z]{2}-[a-z]{2}$/, 'must look like {brand}-{xx}-{yy}');

/** A page slug or document key: lowercase words, digits, dashes. */
export const slugSchema = text().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'must be a lowercase slug');
export const categoryIdSchema = text().regex(/^\d{4,10}$/, 'must be 4 to 10 digits');
export const productIdSchema = text().regex(/^[A-Z0-9]{8,11}$/, 'must be 8 to 11 uppercase letters or digits');

/** The header that carries a preview date-time (ISO 8601); preview mode then serves what will be live at that moment. */
export const PREVIEW_DATE_HEADER = 'x-preview-date';

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const contentQuerySchema = z.object({
  removeNulls: booleanFlag.optional(),
  locale: text().optional(),
  cms: text().optional(),
  bypassAllCache: booleanFlag.optional(),
});

export const showcaseQuerySchema = contentQuerySchema.extend({
  layoutVariant: text().max(60).optional(),
  limit: z.enum(['10', '20', '50']).default('20').transform(Number),
});

export const searchContentQuerySchema = contentQuerySchema.extend({
  q: text().max(200).optional(),
});

export const augmentedPageSchema = z.enum(augmentedPages);
export const showcaseDocTypeSchema = docTypeSchema;

/** A content call's answer: the document's identity beside its data, plus the route-pattern espots for page-like calls. */
export const contentResponseSchema = z.object({
  id: text(),
  siteId: text(),
  docType: docTypeSchema,
  key: text(),
  /** The page this one sits under (its path goes through the parent's key); pages only, absent elsewhere. */
  parentKey: text().nullable().optional(),
  name: text(),
  version: z.number(),
  status: text(),
  publishAt: text().nullable(),
  data: z.record(text(), z.unknown()),
  espots: z.array(z.object({ routePattern: text(), sections: z.array(z.unknown()) })).optional(),
});
export type ContentResponse = z.infer<typeof contentResponseSchema>;

export const showcaseResponseSchema = z.object({
  docType: docTypeSchema,
  results: z.array(
    z.object({
      id: text(),
      name: text(),
      key: text(),
      parentKey: text().nullable().optional(),
      status: text(),
      version: z.number(),
      /** A page's one path below the locale, through its parents (`/help/returns/how-to-return`; `/` for home). */
      path: text().optional(),
    }),
  ),
});
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;

export const childrenResponseSchema = z.object({
  parent: text(),
  children: z.array(z.object({ id: text(), key: text(), name: text(), seo: z.unknown().optional() })),
});
export type ChildrenResponse = z.infer<typeof childrenResponseSchema>;
