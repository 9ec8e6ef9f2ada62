import { z } from 'zod';
import { text } from '../text';

/**
 * What the gallery widget shows of a product tagged on a photo (spec 001 §7 "product details lookup for the
 * gallery widget", read by master id): its name and picture, what it is, its price on the site and where it sells.
 * The price follows the spec's Price entity; a product with one price has the same low and high.
 */
export const productSummarySchema = z.object({
  masterId: text(),
  name: text(),
  description: text(),
  url: text(),
  image: z.object({ url: text(), alt: text(), width: z.number().int(), height: z.number().int() }),
  price: z.object({ currency: text(), lowCurrent: z.number(), highCurrent: z.number() }),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** The lookup names its site by the shared `locale` query parameter (each locale belongs to one brand). */
export const productSummaryQuerySchema = z.object({
  locale: text().regex(/^[a-z]{2}-[a-z]{2}$/, 'must be a path locale like en-us'),
});
