import { z } from 'zod';
import { text } from '../text';

const minor = z.number().int().nonnegative();

/**
 * A product's price on one site (spec 001 §8 "Price"), every amount in the currency's minor unit (cents,
 * pence) so nothing rounds. A product whose variants share one price has equal low and high. `original` is the
 * price before a markdown; `historicBestPrice` and `previousBestSalesPrice` feed the omnibus line (spec 001
 * §9: shown only when its feature is on and the current price is below the original and below the historic
 * best). `percentagePriceDiscount` is the markdown of the low current price against the low original, in
 * percent with one decimal at most (23.5 means 23.5 %), 0 when not marked down.
 */
export const productPriceSchema = z.object({
  currency: text().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
  lowCurrent: minor,
  highCurrent: minor,
  lowOriginal: minor,
  highOriginal: minor,
  historicBestPrice: minor.optional(),
  previousBestSalesPrice: minor.optional(),
  percentagePriceDiscount: z.number().min(0).max(100),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;
