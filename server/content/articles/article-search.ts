import { and, eq, sql, type SQL } from 'drizzle-orm';
import { articleMetaSchema, type ArticleFacet, type ArticleSearchResponse, type ArticleSummary } from '../../../schemas';
import { contentDocuments as t, rowsOf, type Database } from '../../db/index';
import type { ContentView } from '../view';
import { visibility } from '../visibility';

export interface ArticleSearch {
  readonly siteId: string;
  /** Path locale, for the article urls. */
  readonly locale: string;
  readonly tagIds: readonly string[];
  readonly offset: number;
  readonly limit: number;
  readonly q?: string | undefined;
  readonly excludeId?: string | undefined;
}

interface ArticleRow extends Record<string, unknown> {
  readonly key: string;
  readonly parent_key: string | null;
  readonly article: unknown;
}

/** `%`, `_` and `\` match themselves in the shopper's text. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The article search over the site's live page documents: an article is a page whose visible version
 * carries `data.article`. Tags match when the article has any of them; newest first, then by key.
 * Facets count every live article of the site, so a filter bar stays put while tags are toggled.
 */
export function createArticleSearch(db: Database, now: () => Date = () => new Date()) {
  return async (search: ArticleSearch, view: ContentView, onInvalid: (key: string, reason: string) => void): Promise<ArticleSearchResponse> => {
    const vis = visibility(view, now());
    // The visible version of each page first; only then does `article` decide (a newer version may drop it).
    const live = db
      .selectDistinctOn([t.key], { key: t.key, parent_key: t.parentKey, article: sql`${t.data}->'article'`.as('article') })
      .from(t)
      .where(and(eq(t.siteId, search.siteId), eq(t.docType, 'page'), vis.where))
      .orderBy(t.key, ...vis.order);
    const isArticle = sql`jsonb_typeof(live.article) = 'object'`;
    const tagsOf = sql`case when jsonb_typeof(live.article->'tags') = 'array' then live.article->'tags' else '[]'::jsonb end`;

    const filters: SQL[] = [];
    if (search.tagIds.length > 0) {
      const ids = sql.join(
        search.tagIds.map((id) => sql`${id}`),
        sql`, `,
      );
      filters.push(sql`exists (select 1 from jsonb_array_elements(${tagsOf}) as tag where tag->>'id' in (${ids}))`);
    }
    if (search.q) {
      const pattern = likePattern(search.q);
      filters.push(sql`(live.article->>'title' ilike ${pattern} or live.article->>'subtitle' ilike ${pattern})`);
    }
    if (search.excludeId) filters.push(sql`live.key <> ${search.excludeId}`);
    const matching = sql`(${live}) as live where ${sql.join([isArticle, ...filters], sql` and `)}`;

    const [page, count, facets] = await Promise.all([
      db.execute(sql`select live.key, live.parent_key, live.article from ${matching}
        order by live.article->>'date' desc nulls last, live.key limit ${search.limit} offset ${search.offset}`),
      db.execute(sql`select count(*)::int as n from ${matching}`),
      db.execute(sql`select tag->>'id' as id, max(tag->>'label') as label, count(*)::int as count
        from (${live}) as live cross join lateral jsonb_array_elements(${tagsOf}) as tag
        where ${isArticle} and jsonb_typeof(tag->'id') = 'string' group by tag->>'id' order by count desc, id`),
    ]);

    const summaries = rowsOf<ArticleRow>(page).flatMap((row): ArticleSummary[] => {
      const parsed = articleMetaSchema.safeParse(row.article);
      if (!parsed.success) {
        onInvalid(row.key, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
        return [];
      }
      const meta = parsed.data;
      const url = row.parent_key ? `/${search.locale}/${row.parent_key}/${row.key}` : `/${search.locale}/${row.key}`;
      // In the answer schema's key order, so the server render's direct call reads as the route sends it.
      return [
        {
          id: row.key,
          title: meta.title,
          url,
          ...(meta.picture ? { picture: meta.picture } : {}),
          tags: meta.tags,
          ...(meta.eyebrow ? { eyebrow: meta.eyebrow } : {}),
          ...(meta.hideDate ? {} : { date: meta.date }),
        },
      ];
    });
    return {
      articles: summaries,
      facets: rowsOf<ArticleFacet>(facets).map((f) => ({ id: f.id, label: f.label || f.id, count: Number(f.count) })),
      numFound: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
    };
  };
}

export type ArticleSearchFn = ReturnType<typeof createArticleSearch>;
