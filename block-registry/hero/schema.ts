import { z } from 'zod';
import { commonBlockFields } from '../../schemas/primitives';

/** Hero: a full-bleed media block with an overlay of eyebrow, title, rich text and targets. */
export const heroSchema = z.object({
  ...commonBlockFields,
  type: z.literal('hero'),
});
export type HeroBlock = z.infer<typeof heroSchema>;

/** Banner: the hero's shorter sibling, same fields, laid out as a strip. */
export const bannerSchema = z.object({
  ...commonBlockFields,
  type: z.literal('banner'),
});
export type BannerBlock = z.infer<typeof bannerSchema>;
