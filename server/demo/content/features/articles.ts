import type { SeedDocument } from '../../types';
import { headerInherited, image, media, paragraphs, section } from '../build/blocks';
import type { Site } from '../imports';
import type { ArticleCopyTable } from './article-types';
import { kestrelArticles } from './articles-kestrel';
import { ridgelineArticles } from './articles-ridgeline';
import type { FeatureSeed } from './feature-seed';

type Copy = ArticleCopyTable<string>;
const tables: Readonly<Record<string, Copy>> = { ridgeline: ridgelineArticles, kestrel: kestrelArticles };

/** The journal page's own words per language. */
const journalWords: Readonly<Record<string, { title: string; intro: string; explore: string }>> = {
  en: {
    title: 'The journal',
    intro: 'Trail guides, training plans, gear care and race reports from the people behind our shops.',
    explore: 'Latest from the journal',
  },
  fr: {
    title: 'Le journal',
    intro: 'Guides, plans d’entraînement, conseils d’entretien et récits de course signés par nos équipes.',
    explore: 'Derniers articles du journal',
  },
  de: {
    title: 'Das Journal',
    intro: 'Routen, Trainingspläne, Pflegetipps und Rennberichte von den Menschen hinter unseren Läden.',
    explore: 'Neu im Journal',
  },
};

const DAY = 86_400_000;
/** Newest story first, eleven days apart: deterministic dates, so two seeds are identical. */
const dateOf = (index: number) => new Date(Date.UTC(2026, 10, 14) - index * 11 * DAY).toISOString().slice(0, 10);

function articleDocuments(site: Site, copy: Copy, language: string): SeedDocument[] {
  const word = (texts: Readonly<Record<string, string>> | undefined) => texts?.[language] ?? '';
  return copy.articles.map(([slug, picture, tagIds, texts], index) => {
    const [title, teaser] = texts[language] ?? ['', ''];
    const tags = tagIds.map((id) => ({ id, label: word(copy.tags[id]) }));
    const date = dateOf(index);
    const eyebrow = word(copy.eyebrow);
    const block = {
      id: `${site.siteId}-article-${slug}`,
      type: 'articlePage',
      title,
      subtitle: teaser,
      date,
      tags,
      eyebrow: { text: tags[0]?.label ?? eyebrow },
      media: media(picture, 'wide'),
      richText: paragraphs(teaser, ...tagIds.map((id) => word(copy.tagParagraphs[id])), word(copy.closing)),
    };
    return {
      siteId: site.siteId,
      docType: 'page',
      key: slug,
      parentKey: 'journal',
      name: title,
      data: {
        seo: { title: `${title} | ${site.brand.name}`, description: teaser },
        // The article's index card: what the article search lists (see docs/decisions.md).
        article: { title, date, tags, eyebrow, subtitle: teaser, hideDate: false, picture: image(picture, 600, 450) },
        sections: [headerInherited(), section('article', [block])],
      },
    };
  });
}

const grid = (id: string, title: string, rows: number, showFilterBar: boolean, subtitle?: string) => ({
  id,
  type: 'articleGrid',
  title,
  rows,
  columns: 3,
  showFilterBar,
  ...(subtitle ? { subtitle } : {}),
});

/** Articles: a journal page per site with a filterable grid, two dozen stories under it, and a grid on explore. */
export const articlesFeature: FeatureSeed = {
  name: 'articles',
  documents: (site) => {
    const copy = tables[site.brand.id];
    const words = journalWords[site.locale.language];
    if (!copy || !words) return [];
    const journal: SeedDocument = {
      siteId: site.siteId,
      docType: 'page',
      key: 'journal',
      name: words.title,
      data: {
        seo: { title: `${words.title} | ${site.brand.name}`, description: words.intro },
        sections: [headerInherited(), section('journal', [grid(`${site.siteId}-journal-grid`, words.title, 3, true, words.intro)])],
      },
    };
    return [journal, ...articleDocuments(site, copy, site.locale.language)];
  },
  landingSections: (site) => {
    const words = journalWords[site.locale.language];
    return words && tables[site.brand.id] ? [section('journal lazy load', [grid(`${site.siteId}-explore-articles`, words.explore, 1, false)])] : [];
  },
};
