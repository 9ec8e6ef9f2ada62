import { z } from 'zod';

/**
 * What the gallery widget shows of a product tagged on a photo (spec 001 §7 "product details lookup for the
 * gallery widget", read by master id): its name and picture, what it is, its price on the site and where it sells.
 * The price follows the spec's Price entity; a product with one price has the same low and high.
 */
export const productSummarySchema = z.object({
  masterId: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  price: z.object({ currency: z.string(), lowCurrent: z.number(), highCurrent: z.number() }),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** The lookup names its site by the shared `locale` query parameter (each locale belongs to one brand). */
export const productSummaryQuerySchema = z.object({
  locale: z.string().regex(/^[a-z]{2}-[a-z]{2}$/, 'must be a path locale like en-us'),
});
