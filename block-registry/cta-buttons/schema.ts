import { z } from 'zod';
import { commonBlockFields, targetSchema, text } from '../../schemas/primitives';

/** A button needs words: a target without text would be an empty, unnamed link. */
export const ctaTargetSchema = targetSchema.extend({ text: text().trim().min(1) });

/**
 * Call-to-action buttons: an optional title and text above one or more buttons, aligned by
 * `styles.textAlign`; buttons without a size get sm, md, md by breakpoint (spec 001 §9).
 */
export const ctaButtonsSchema = z.object({
  ...commonBlockFields,
  type: z.literal('ctaButtons'),
  targets: z.array(ctaTargetSchema).min(1),
});
export type CtaButtonsBlock = z.infer<typeof ctaButtonsSchema>;
