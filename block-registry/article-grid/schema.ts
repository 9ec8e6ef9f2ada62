import { z } from 'zod';
import { commonBlockFields, text } from '../../schemas/primitives';

/** Spec 001 §9: without rows and columns an article grid starts with 3 articles. */
export const ARTICLE_GRID_DEFAULT_PAGE_SIZE = 3;
/** Spec 001 §9: tag facets shown before "see more", per breakpoint. */
export const ARTICLE_GRID_FACETS_SHOWN = { sm: 4, md: 10, lg: 20 } as const;

/**
 * Article grid: an optional filter bar of tag facets (with clear all and see more / see less), the article
 * cards, and a read-more button that loads the next page. A page is rows × columns articles (or 3).
 */
export const articleGridSchema = z.object({
  ...commonBlockFields,
  type: z.literal('articleGrid'),
  rows: z.number().int().min(1).max(8).optional(),
  /** Cards per row from the large breakpoint up (2 on medium screens, 1 on small ones). */
  columns: z.number().int().min(1).max(4).optional(),
  showFilterBar: z.boolean().default(true),
  /** Only articles with any of these tags; the filter bar then narrows within them. */
  tagIds: z
    .array(text().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lowercase tag id'))
    .max(20)
    .default([]),
});
export type ArticleGridBlock = z.infer<typeof articleGridSchema>;
