import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { gridWithoutFilters, journalGrid, searchAnswer } from '../fixtures/articles';

/**
 * The article search is the network boundary: stories answer it from the fixture list (or fail it), so read
 * more and the tag filter run for real in the browser.
 */
const answerSearch =
  (fail = false) =>
  () => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), window.location.origin);
      if (!url.pathname.includes('/caas/v1/articles/')) return original(input, init);
      if (fail) return Promise.resolve(new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
      const tags = url.searchParams.get('tagId')?.split(',') ?? [];
      const body = searchAnswer(Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')), tags);
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    };
    return () => {
      window.fetch = original;
    };
  };

const meta = {
  title: 'Blocks/Article grid',
  component: BlockView,
  args: { block: journalGrid },
  beforeEach: answerSearch(),
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('link').textContent);

/** The journal: filter bar, three cards; read more appends three and focuses the first new one. */
export const Journal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(6));
    // Focus moves in an effect after the cards are drawn: wait for it rather than racing a busy machine.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Layering for a winter summit day'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 6 of 8 articles');
  },
};
/** Choosing a tag filters from the first page again; clear all brings every article back. */
export const FilterByTag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tag = canvas.getByRole('button', { name: /gear care/ });
    await userEvent.click(tag);
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(['How to wax leather boots before the wet season', 'Washing a down jacket without ruining it']),
    );
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: 'Read more' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(3));
  },
};
/** Small screens show 4 tags, then "see more" reveals the rest. */
export const FacetsOnMobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastTag = () => canvas.getByRole('button', { name: /navigation/, hidden: true });
    await waitFor(() => expect(lastTag()).not.toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'See more tags' }));
    await expect(lastTag()).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See fewer tags' })).toHaveAttribute('aria-expanded', 'true');
  },
};
/** No filter bar and no rows or columns: pages of 3. */
export const WithoutFilterBar: Story = {
  args: { block: gridWithoutFilters },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
    await expect(titles(canvasElement)).toHaveLength(3);
  },
};
/** The search fails: the cards stay and the grid says so (the failure is only logged). */
export const LoadFailure: Story = {
  beforeEach: answerSearch(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Articles could not be loaded'));
    await expect(titles(canvasElement)).toHaveLength(3);
  },
};
