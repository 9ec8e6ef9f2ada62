import type { DemoImageId } from '../../../images';

/** One story: its key (slug, shared by the brand's locales), picture, tags and, per language, [title, teaser]. */
export type ArticleRow<L extends string> = readonly [string, DemoImageId, readonly string[], Readonly<Record<L, readonly [string, string]>>];

/**
 * A brand's journal copy: tag labels, one paragraph per tag and a closing line per language; bodies are the
 * teaser, the paragraphs of the story's tags and the closing line.
 */
export interface ArticleCopyTable<L extends string> {
  readonly tags: Readonly<Record<string, Readonly<Record<L, string>>>>;
  readonly tagParagraphs: Readonly<Record<string, Readonly<Record<L, string>>>>;
  readonly closing: Readonly<Record<L, string>>;
  readonly eyebrow: Readonly<Record<L, string>>;
  readonly articles: readonly ArticleRow<L>[];
}
