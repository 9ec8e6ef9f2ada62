import { useRuntime } from '../../runtime/react';

/** A block's interface words per language; English is the fallback every table must have. */
export type WordTable<T> = { readonly en: T } & Readonly<Partial<Record<string, T>>>;

/** The words of the site's language, or English when the table has none for it. */
export function useWords<T>(table: WordTable<T>): T {
  return table[useRuntime().site.locale.language] ?? table.en;
}
