import { z } from 'zod';
import { commonBlockFields, targetSchema, text, urlSchema } from '../../schemas/primitives';

export const socialNetworks = ['instagram', 'facebook', 'youtube', 'tiktok', 'pinterest', 'x'] as const;

/** Footer: link columns, social links, an optional newsletter call-out, the locale picker and legal text. */
export const footerSchema = z.object({
  ...commonBlockFields,
  type: z.literal('footer'),
  columns: z.array(z.object({ title: text().min(1), links: z.array(targetSchema).default([]) })).default([]),
  social: z.array(z.object({ network: z.enum(socialNetworks), url: urlSchema })).default([]),
  newsletter: z.object({ title: text(), richText: text().optional() }).optional(),
  showLocaleSelector: z.boolean().default(true),
  legal: text().optional(),
});
export type FooterBlock = z.infer<typeof footerSchema>;
