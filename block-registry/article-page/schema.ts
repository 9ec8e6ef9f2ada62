import { z } from 'zod';
import { articleTagSchema, commonBlockFields, text } from '../../schemas/primitives';

/**
 * Article page: media, eyebrow, title, subtitle, date (formatted per locale, can be hidden), tags, the body
 * (rich text) and a grid of at most 4 related articles that share a tag with it.
 */
export const articlePageSchema = z.object({
  ...commonBlockFields,
  type: z.literal('articlePage'),
  title: text().min(1),
  /** YYYY-MM-DD (spec 001 §9 default date format). */
  date: z.iso.date(),
  hideDate: z.boolean().default(false),
  tags: z.array(articleTagSchema).max(12).default([]),
  showRelated: z.boolean().default(true),
  /** Heading of the related grid; the interface word ("Related articles") when absent. */
  relatedTitle: text().optional(),
});
export type ArticlePageBlock = z.infer<typeof articlePageSchema>;
