import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { departments, untitledNav } from '../fixtures/navigation';

const meta = {
  title: 'Blocks/Secondary navigation',
  component: BlockView,
  args: { block: departments },
  parameters: { path: '/explore' },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 1024px: a bar of links, no button; the page being shown is marked current. */
export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Shop by department' });
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Women' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  },
};
/** Under 1024px the bar is hidden: a disclosure button opens and closes the list. */
export const Collapsible: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Shop by department' }));
    const toggle = nav.getByRole('button', { name: 'Shop by department' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Women' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Women' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
/** Without a title, on a category page: the button names the current page. */
export const Untitled: Story = {
  args: { block: untitledNav },
  parameters: { path: '/c/women-2000' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Section navigation' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Women' }));
    await expect(canvas.getByRole('link', { name: 'Women' })).toHaveAttribute('aria-current', 'page');
  },
};
