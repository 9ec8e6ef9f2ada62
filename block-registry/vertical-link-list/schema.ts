import { z } from 'zod';
import { commonBlockFields, imageSchema, targetSchema, text } from '../../schemas/primitives';

/** One entry: the link's words, where it goes, and the picture shown while it is hovered or focused. */
export const verticalLinkItemSchema = z.object({
  text: text().trim().min(1),
  target: targetSchema,
  image: imageSchema,
});
export type VerticalLinkItem = z.infer<typeof verticalLinkItemSchema>;

/** A vertical list of links; from md up the hovered or focused item shows its image (spec 001 §4). */
export const verticalLinkListSchema = z.object({
  ...commonBlockFields,
  type: z.literal('verticalLinkList'),
  items: z.array(verticalLinkItemSchema).min(1),
});
export type VerticalLinkListBlock = z.infer<typeof verticalLinkListSchema>;
