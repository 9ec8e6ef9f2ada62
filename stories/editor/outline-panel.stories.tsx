import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { experience } from '../fixtures/personalization';
import { carousel } from '../fixtures/collections';
import { heroOverlay, heroStacked } from '../fixtures/heroes';
import { homePage, largePage, OutlineStory } from './outline-fixtures';

const meta = {
  title: 'Editor/Outline',
  component: OutlineStory,
  args: { document: homePage() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OutlineStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' blocks in reading order. */
const order = (canvas: HTMLElement) => [...canvas.querySelectorAll<HTMLElement>('[role="tree"] [data-block-id]')].map((row) => row.dataset.blockId);

/** A realistic home page: sections, heroes, a carousel, an experiment, a segmentation and a filter, all open. */
export const HomePage: Story = {};

/** Containers inside containers: a carousel inside an experiment's variant, and a variant left empty (its drop zone). */
export const NestedContainers: Story = {
  args: {
    document: {
      sections: [
        {
          name: 'main',
          items: [
            {
              ...experience,
              variants: [
                { name: 'Carousel', variantId: 'a', targets: [carousel] },
                { name: 'Nothing yet', variantId: 'b', targets: [] },
              ],
            },
            heroStacked,
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree', { name: 'Outline' });
    await expect(within(tree).getByRole('treeitem', { name: /Variant “Carousel”/ })).toHaveAttribute('aria-level', '3');
    await expect(within(tree).getByRole('treeitem', { name: /^Collection “Shop by activity”/ })).toHaveAttribute('aria-level', '4');
    await expect(within(tree).getByText('Empty: drag a block here')).toBeVisible();
  },
};

/** Three blocks selected with Shift, shown on their rows. */
export const MultiSelection: Story = {
  args: { selection: ['collection-carousel', 'experience-explore', 'segmentation-welcome'] },
  play: async ({ canvasElement }) => {
    const selected = canvasElement.querySelectorAll('[role="treeitem"][aria-selected="true"]');
    await expect([...selected].map((row) => row.getAttribute('data-block-id'))).toEqual([
      'collection-carousel',
      'experience-explore',
      'segmentation-welcome',
    ]);
  },
};

/** A block failing its schema: the row counts its problems (a hero with a gradient the schema does not know). */
export const SchemaProblems: Story = {
  args: { document: { sections: [{ name: 'hero', items: [{ ...heroOverlay, gradientStyle: 'sideways', id: 'hero-broken' }, heroStacked] }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('treeitem', { name: /problem/ })).toHaveAttribute('data-block-id', 'hero-broken');
  },
};

/**
 * The keyboard alone: focus the second section's first block, pick it up with Space, step down with the arrows into
 * the experiment's baseline, drop with Space. The announcements say where it is and where it lands.
 */
export const KeyboardMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('treeitem', { name: /^Collection “Shop by activity”/ });
    row.focus();
    await userEvent.keyboard(' ');
    const live = () => [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent).join(' ');
    await waitFor(() => expect(live()).toContain('Picked up Collection “Shop by activity”. It is at position 1 of 4 in section “main”.'));
    // Before the experiment is where it already is: the first stop down is inside the experiment.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toContain('will land at position 1 of 2 in Baseline of Experience (A/B test) “explore-banner”.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live()).toContain('dropped at position 1 of 2 in Baseline of Experience (A/B test) “explore-banner”.'));
    await expect(order(canvasElement).slice(2, 4)).toEqual(['experience-explore', 'collection-carousel']);
    await expect(canvas.getByRole('treeitem', { name: /^Collection “Shop by activity”/ })).toHaveAttribute('aria-level', '4');
  },
};

/** 300 blocks: every row is there (memoized by block, so an edit re-renders one row). */
export const LargePage: Story = {
  args: { document: largePage() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[role="tree"] [data-block-id]')).toHaveLength(300);
  },
};
