import { z } from 'zod';
import { commonBlockFields, text } from '../../schemas/primitives';

/** Photos per page of a gallery unless the content says otherwise; "show more" loads the next page. */
export const UGC_DEFAULT_PAGE_SIZE = 12;

const streamId = text().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a stream id (letters, digits, - and _)');

/**
 * Which photos a gallery shows (spec 001 §3 "User-generated content: filter"). `category` and `product`
 * without an id read it from the page's path (spec 001 §2), and fall back to the brand's newest photos on a
 * page that has none.
 */
export const ugcFilterSchema = z.discriminatedUnion('by', [
  /** The brand's newest photos. */
  z.object({ by: z.literal('brand') }),
  /** One hashtag or category stream, or several merged. */
  z.object({ by: z.literal('streams'), streamIds: z.array(streamId).min(1).max(10) }),
  z.object({
    by: z.literal('category'),
    categoryId: text()
      .regex(/^\d{4,7}$/, 'must be a category id (4 to 7 digits)')
      .optional(),
  }),
  z.object({
    by: z.literal('product'),
    productId: text()
      .regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/, 'must be a product id (two capitals, then 6 to 9 capitals or digits)')
      .optional(),
  }),
]);
export type UgcFilter = z.infer<typeof ugcFilterSchema>;

/**
 * User-generated content (spec 001 §3): a gallery of shoppers' photos from the social gallery, loaded in the
 * browser into the element `containerId`. Each photo opens larger in a dialog with the products tagged on it.
 */
export const userGeneratedContentSchema = z.object({
  ...commonBlockFields,
  type: z.literal('userGeneratedContent'),
  /** The id of the element the gallery widget mounts in: unique on the page. */
  containerId: text().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be an element id (a letter, then letters, digits, - or _)'),
  filter: ugcFilterSchema.default({ by: 'brand' }),
  pageSize: z.number().int().min(4).max(24).default(UGC_DEFAULT_PAGE_SIZE),
});
export type UserGeneratedContentBlock = z.infer<typeof userGeneratedContentSchema>;
