import { z } from 'zod';
import { imageUrlSchema } from '../content/primitives';
import { text } from '../text';
import { contentQuerySchema, slugSchema } from './content';

/** Spec 001 §9: a related-articles grid shows at most 4. */
export const RELATED_ARTICLES_LIMIT = 4;
/** The most articles one search call answers; larger pages are a 400, not a slow query. */
export const ARTICLE_SEARCH_MAX_LIMIT = 48;
export const ARTICLE_SEARCH_DEFAULT_LIMIT = 12;
/** How many tags one search may name. */
export const ARTICLE_SEARCH_MAX_TAGS = 20;

const integer = (max: number) =>
  text()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** `tagId` may repeat (`tagId=a&tagId=b`) or be a comma list (`tagId=a,b`); blanks are ignored. */
const tagIds = z
  .union([text(), z.array(text())])
  .transform((raw) =>
    (Array.isArray(raw) ? raw : [raw])
      .flatMap((value) => value.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(slugSchema).max(ARTICLE_SEARCH_MAX_TAGS, `must name at most ${ARTICLE_SEARCH_MAX_TAGS} tags`));

/** The article search's query (spec 001 §7 "Article search"): tags (any of them), paging, text and the related-article exclusion. */
export const articleSearchQuerySchema = contentQuerySchema.extend({
  tagId: tagIds.optional(),
  offset: integer(100_000).default(0),
  limit: integer(ARTICLE_SEARCH_MAX_LIMIT)
    .refine((n) => n >= 1, 'must be at least 1')
    .default(ARTICLE_SEARCH_DEFAULT_LIMIT),
  q: text().trim().max(100).optional(),
  /** The article a related-articles grid sits on: never listed as related to itself. */
  excludeId: slugSchema.optional(),
});
export type ArticleSearchQuery = z.infer<typeof articleSearchQuerySchema>;

export const articleTagSchema = z.object({ id: slugSchema, label: text().min(1) });
export type ArticleTag = z.infer<typeof articleTagSchema>;

export const articlePictureSchema = z.object({
  url: imageUrlSchema,
  alt: text().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/**
 * What an article page stores about itself for listings, in its page data as `article` (the page's
 * blocks render it; this is its index card).
 */
export const articleMetaSchema = z.object({
  title: text().min(1),
  /** YYYY-MM-DD (spec 001 §9 default date format). */
  date: z.iso.date(),
  tags: z.array(articleTagSchema).default([]),
  picture: articlePictureSchema.optional(),
  eyebrow: text().optional(),
  subtitle: text().optional(),
  hideDate: z.boolean().default(false),
});
export type ArticleMeta = z.infer<typeof articleMetaSchema>;

/** One article of a search answer (spec 001 §3 "Article"). `id` is the article page's key. */
export const articleSummarySchema = z.object({
  id: text(),
  title: text(),
  url: text(),
  picture: articlePictureSchema.optional(),
  tags: z.array(articleTagSchema),
  eyebrow: text().optional(),
  date: text().optional(),
});

export const articleFacetSchema = z.object({ id: text(), label: text(), count: z.number().int() });

export const articleSearchResponseSchema = z.object({
  articles: z.array(articleSummarySchema),
  facets: z.array(articleFacetSchema),
  numFound: z.number().int(),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleFacet = z.infer<typeof articleFacetSchema>;
