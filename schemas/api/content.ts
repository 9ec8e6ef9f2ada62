import { z } from 'zod';
import { augmentedPages, docTypeSchema } from '../content/document';

export const contentModeSchema = z.enum(['preview', 'publish']);
export type ContentMode = z.infer<typeof contentModeSchema>;

/** Site ids are `{brand}-{locale}`, e.g. `ridgeline-en-us`. */
export const siteIdSchema = z.string().regex(/^[a-z][a-z0-9]*-[a-z]{2}-[a-z]{2}$/, 'must look like {brand}-{xx}-{yy}');

/** A page slug or document key: lowercase words, digits, dashes. */
export const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'must be a lowercase slug');
export const categoryIdSchema = z.string().regex(/^\d{4,10}$/, 'must be 4 to 10 digits');
export const productIdSchema = z.string().regex(/^[A-Z0-9]{8,11}$/, 'must be 8 to 11 uppercase letters or digits');

/** The header that carries a preview date-time (ISO 8601); preview mode then serves what will be live at that moment. */
export const PREVIEW_DATE_HEADER = 'x-preview-date';

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const contentQuerySchema = z.object({
  removeNulls: booleanFlag.optional(),
  locale: z.string().optional(),
  cms: z.string().optional(),
  bypassAllCache: booleanFlag.optional(),
});

export const showcaseQuerySchema = contentQuerySchema.extend({
  layoutVariant: z.string().max(60).optional(),
  limit: z.enum(['10', '20', '50']).default('20').transform(Number),
});

export const searchContentQuerySchema = contentQuerySchema.extend({
  q: z.string().max(200).optional(),
});

export const augmentedPageSchema = z.enum(augmentedPages);
export const showcaseDocTypeSchema = docTypeSchema;

/** A content call's answer: the document's identity beside its data, plus the route-pattern espots for page-like calls. */
export const contentResponseSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  docType: docTypeSchema,
  key: z.string(),
  /** The page this one sits under (its path goes through the parent's key); pages only, absent elsewhere. */
  parentKey: z.string().nullable().optional(),
  name: z.string(),
  version: z.number(),
  status: z.string(),
  publishAt: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  espots: z.array(z.object({ routePattern: z.string(), sections: z.array(z.unknown()) })).optional(),
});
export type ContentResponse = z.infer<typeof contentResponseSchema>;

export const showcaseResponseSchema = z.object({
  docType: docTypeSchema,
  results: z.array(z.object({
    id: z.string(), name: z.string(), key: z.string(), parentKey: z.string().nullable().optional(), status: z.string(), version: z.number(),
    /** A page's one path below the locale, through its parents (`/help/returns/how-to-return`; `/` for home). */
    path: z.string().optional(),
  })),
});
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;

export const childrenResponseSchema = z.object({
  parent: z.string(),
  children: z.array(z.object({ id: z.string(), key: z.string(), name: z.string(), seo: z.unknown().optional() })),
});
export type ChildrenResponse = z.infer<typeof childrenResponseSchema>;
