import { z } from 'zod';
import { commonBlockFields, targetSchema, text } from '../../schemas/primitives';

/** Icons a benefit can show; drawn by the block, so content picks a name rather than an image. */
export const benefitIcons = ['truck', 'return', 'star', 'store', 'lock', 'gift', 'leaf', 'chat'] as const;

/**
 * What a benefit promises, where a rule depends on it: `freeShipping` is hidden in the countries that
 * exclude it (spec 001 §9). Others need no rule and may leave it unset.
 */
export const benefitKinds = ['freeShipping', 'freeReturns', 'loyalty', 'other'] as const;

export const benefitSchema = z.object({
  icon: z.enum(benefitIcons),
  text: text().trim().min(1),
  target: targetSchema.optional(),
  benefit: z.enum(benefitKinds).default('other'),
});
export type Benefit = z.infer<typeof benefitSchema>;

/** Benefit bar: a strip of the store's promises (shipping, returns, club…); the shopper can close it for good. */
export const benefitBarSchema = z.object({
  ...commonBlockFields,
  type: z.literal('benefitBar'),
  items: z.array(benefitSchema).min(1),
  closable: z.boolean().default(true),
});
export type BenefitBarBlock = z.infer<typeof benefitBarSchema>;
