import { z } from 'zod';

/** Every docType the content service stores. `espot` holds route-pattern espots; the rest are the spec's canvas calls. */
export const docTypes = [
  'page', 'augmentedpage', 'category', 'product', 'search', 'footer', 'fragment', 'menu', 'popups', 'espot',
] as const;
export const docTypeSchema = z.enum(docTypes);
export type DocType = z.infer<typeof docTypeSchema>;

/** The fixed augmented pages of spec 001 §7. */
export const augmentedPages = [
  'account', 'account-profile', 'basecamp', 'cart', 'checkout', 'contact-us', 'error-4xx', 'gift-card', 'loyalty-modal',
  'order-confirmation', 'promotions', 'search', 'sign-in-modal', 'sign-up', 'sign-up-modal', 'store-locator', 'westend',
] as const;

export const documentStatusSchema = z.enum(['draft', 'published']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** One stored version of a content document. Every save is a new row; rollback publishes an older version. */
export const contentDocumentSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  docType: docTypeSchema,
  key: z.string(),
  /** For pages: the slug of the parent page (answers `children/{siteId}/{parentPageSlug}`). */
  parentKey: z.string().nullable(),
  name: z.string(),
  version: z.number().int().positive(),
  status: documentStatusSchema,
  /** When a published version goes live; null = live from the moment it was published. */
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
