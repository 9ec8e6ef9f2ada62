import { articleGridPageSize } from '../../runtime/core';
import { defineBlock } from '../define-block';
import { articleGridSchema } from './schema';

export const articleGrid = defineBlock({
  type: 'articleGrid',
  label: 'Article grid',
  schema: articleGridSchema,
  component: () => import('./ArticleGrid'),
  fields: {
    title: { label: 'Title', widget: 'text' },
    rows: { label: 'Rows per page', widget: 'number', help: 'A page is rows × columns articles; 3 when either is empty.' },
    columns: { label: 'Columns on large screens', widget: 'number', help: '2 on medium screens, 1 on small ones.' },
    showFilterBar: { label: 'Tag filter bar', widget: 'toggle', help: 'Shows 4, 10 or 20 tags on small, medium or large screens, then "see more".' },
    tagIds: { label: 'Only these tags', widget: 'list', help: 'Empty lists every article; a tag chosen in the filter bar replaces these.' },
    id: { hidden: true },
    type: { hidden: true },
  },
  defaults: { type: 'articleGrid', title: 'From the journal', rows: 1, columns: 3, showFilterBar: true, tagIds: [] },
  // The first page (`results`) is in the server HTML, so the browser needs neither zod nor a first request.
  // Without it (a failed search) the grid loads its first page in the browser.
  fillOnServer: async (block, { api, mode, siteId }) => {
    const limit = articleGridPageSize(block.rows, block.columns);
    return { ...block, results: await api.searchArticles(mode, siteId, { tagIds: block.tagIds, offset: 0, limit }) };
  },
});
