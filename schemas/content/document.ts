import { z } from 'zod';
import { text } from '../text';

/** Every docType the content service stores. `espot` holds route-pattern espots; the rest are the spec's canvas calls. */
export const docTypes = ['page', 'augmentedpage', 'category', 'product', 'search', 'footer', 'fragment', 'menu', 'popups', 'espot'] as const;
export const docTypeSchema = z.enum(docTypes);
export type DocType = z.infer<typeof docTypeSchema>;

/** The fixed augmented pages of spec 001 §7. */
export const augmentedPages = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;

export const documentStatusSchema = z.enum(['draft', 'published']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** One stored version of a content document. Every save is a new row; rollback publishes an older version. */
export const contentDocumentSchema = z.object({
  id: text(),
  siteId: text(),
  docType: docTypeSchema,
  key: text(),
  /** For pages: the slug of the parent page (answers `children/{siteId}/{parentPageSlug}`). */
  parentKey: text().nullable(),
  name: text(),
  version: z.number().int().positive(),
  status: documentStatusSchema,
  /** When a published version goes live; null = live from the moment it was published. */
  publishAt: text().nullable(),
  updatedAt: text(),
  data: z.record(text(), z.unknown()),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
