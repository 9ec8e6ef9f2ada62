import { sql } from 'drizzle-orm';
import { catalogSearchWords as words, rowsOf, type Database } from '../../db/index';

/** At most this many words of a shopper's query are searched. */
export const QUERY_WORDS_MAX = 8;
/** A stem shorter than this is not looked for inside compounds ("sch" is in half the German catalogue). */
const COMPOUND_STEM_MIN = 4;
/** At most this many catalogue words stand in for one query word. */
const COMPOUND_WORDS_MAX = 16;

/** The languages that write compounds as one word, with the stemmer that finds a word's stem. */
const compoundStemmers: Readonly<Record<string, string>> = { de: 'german_stem' };

/** A shopper's words: letters and digits only (no input can break a query's syntax), at most eight. */
export function queryWords(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, QUERY_WORDS_MAX);
}

const isWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

/**
 * The catalogue's words that hold each query word's stem inside them, for a language that compounds: "laufschuhe"
 * (stem "laufschuh") stands for "straßenlaufschuh" too. By trigram index (`LIKE '%…%'`), in one query.
 * @returns per query word, the words besides it that it stands for (none for a language that does not compound).
 */
export async function compoundWords(db: Database, brandId: string, language: string, query: readonly string[]): Promise<Map<string, string[]>> {
  const stemmer = compoundStemmers[language];
  const found = new Map<string, string[]>();
  if (!stemmer || query.length === 0) return found;
  const result = await db.execute(sql`
    select q.word, array(
      select distinct w.word from ${words} w
      where w.brand_id = ${brandId} and w.language = ${language} and w.word <> q.word
        and length(s.stem) >= ${COMPOUND_STEM_MIN} and w.word like '%' || s.stem || '%'
      order by w.word limit ${COMPOUND_WORDS_MAX}
    ) as compounds
    from unnest(${sql.param([...query])}::text[]) as q(word)
    cross join lateral (select coalesce((ts_lexize(${stemmer}::regdictionary, q.word))[1], q.word) as stem) s`);
  for (const row of rowsOf<{ word: string; compounds: string[] }>(result)) {
    const compounds = row.compounds.filter(isWord);
    if (compounds.length > 0) found.set(row.word, compounds);
  }
  return found;
}

/**
 * The query as the catalogue spells it, for "did you mean": each word the catalogue lacks replaced by its closest
 * word (trigram similarity above pg_trgm's threshold). Undefined when no word changes.
 */
export async function closestSpelling(db: Database, brandId: string, language: string, query: readonly string[]): Promise<string | undefined> {
  if (query.length === 0) return undefined;
  const result = await db.execute(sql`
    select q.word, (
      select w.word from ${words} w
      where w.brand_id = ${brandId} and w.language = ${language} and w.word % q.word
      order by similarity(w.word, q.word) desc, w.word limit 1
    ) as closest
    from unnest(${sql.param([...query])}::text[]) with ordinality as q(word, n)
    order by q.n`);
  const rows = rowsOf<{ word: string; closest: string | null }>(result);
  const spelt = rows.map((row) => row.closest ?? row.word);
  return spelt.some((word, i) => word !== query[i]) ? spelt.join(' ') : undefined;
}
