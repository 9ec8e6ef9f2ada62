import { RELATED_ARTICLES_MAX } from '../../runtime/core';
import { defineBlock } from '../define-block';
import { articlePageSchema } from './schema';

export const articlePage = defineBlock({
  type: 'articlePage',
  label: 'Article page',
  schema: articlePageSchema,
  component: () => import('./ArticlePage'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    subtitle: { label: 'Subtitle', widget: 'text' },
    date: { label: 'Date (YYYY-MM-DD)', widget: 'text' },
    hideDate: { label: 'Hide the date', widget: 'toggle' },
    tags: { label: 'Tags', widget: 'list', help: 'Related articles share at least one of these.' },
    media: { label: 'Image per breakpoint', widget: 'image' },
    richText: { label: 'Body', widget: 'richtext' },
    showRelated: { label: 'Related articles (up to 4)', widget: 'toggle' },
    relatedTitle: { label: 'Related articles heading', widget: 'text' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'articlePage', title: 'A new story', date: '2026-01-01', tags: [], richText: '<p>Start writing.</p>' },
  static: true,
  // Related articles (same tag, not itself) are in the server HTML; without them (a failed search) the
  // related grid is left out.
  fillOnServer: async (block, { api, mode, siteId, pageKey }) => {
    const tagIds = block.tags.map((tag) => tag.id);
    if (block.showRelated === false || tagIds.length === 0) return block;
    const related = await api.searchArticles(mode, siteId, { tagIds, excludeId: pageKey, offset: 0, limit: RELATED_ARTICLES_MAX });
    return { ...block, related: related.articles };
  },
});
