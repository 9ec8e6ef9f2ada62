import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { articlePage } from '../fixtures/articles';

const meta = {
  title: 'Blocks/Article page',
  component: BlockView,
  args: { block: articlePage },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, title, subtitle, date, tags, body and four related articles (of five found). */
export const WithRelated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Three days on the Lost Coast Trail' })).toBeVisible();
    await expect(canvas.getByText('March 28, 2026')).toBeVisible();
    const related = canvas.getByRole('region', { name: 'Related articles' });
    await expect(within(related).getAllByRole('article')).toHaveLength(4);
  },
};
/** hideDate: no date shown. */
export const DateHidden: Story = {
  args: { block: { ...articlePage, hideDate: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('March 28, 2026')).toBeNull();
  },
};
/** The related search failed or found nothing: the grid is left out. */
export const WithoutRelated: Story = {
  args: { block: { ...articlePage, related: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Related articles' })).toBeNull();
  },
};
/** German: the date as Germans write it. */
export const German: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('28. März 2026')).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Ähnliche Artikel' })).toBeVisible();
  },
};
