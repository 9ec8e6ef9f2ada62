import { z } from 'zod';
import { colorSchema, commonBlockFields, imageSchema, targetSchema, text } from '../../schemas/primitives';

/** The inline SVG icons the registry draws itself; anything else is an image. */
export const builtInIcons = ['truck', 'returns', 'leaf', 'shield', 'chat', 'store', 'ruler', 'gift'] as const;
export type BuiltInIcon = (typeof builtInIcons)[number];

/** small, medium, large map to the icon sizes md, lg, 3xl (spec 001 §9). */
export const iconSizes = ['small', 'medium', 'large'] as const;

export const iconAndTextItemSchema = z.object({
  icon: z.union([z.enum(builtInIcons), imageSchema]),
  richText: text().trim().min(1),
  target: targetSchema.optional(),
  backgroundColor: colorSchema.optional(),
  textColor: colorSchema.optional(),
});
export type IconAndTextItem = z.infer<typeof iconAndTextItemSchema>;

/** Icon-and-text list (spec 001 §3): 1–3 items in one row, four in two columns, one column on small screens. */
export const iconAndTextSchema = z.object({
  ...commonBlockFields,
  type: z.literal('iconAndText'),
  iconSize: z.enum(iconSizes).default('medium'),
  items: z.array(iconAndTextItemSchema).min(1),
});
export type IconAndTextBlock = z.infer<typeof iconAndTextSchema>;
