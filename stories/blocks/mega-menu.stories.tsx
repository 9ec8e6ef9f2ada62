import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { mainMenu } from '../fixtures/menus';

const meta = {
  title: 'Blocks/Mega menu',
  component: BlockView,
  args: { block: mainMenu },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (root: HTMLElement) => within(root.querySelector<HTMLElement>('.ts-mega__bar') ?? root);

/** Ridgeline opens level 1 on hover; Escape closes it and returns focus to the trigger. */
export const HoverBrand: Story = {
  // A desktop window: in Storybook's own frame, beside its sidebar, a 1280-px screen leaves less than the 1024 px
  // the desktop menu needs.
  globals: { viewport: { value: 'desktop', isRotated: false }, locale: 'en-us' },
  play: async ({ canvasElement }) => {
    const trigger = bar(canvasElement).getByRole('button', { name: 'Women' });
    await userEvent.hover(trigger);
    const panel = await within(canvasElement).findByRole('dialog', { name: 'Women' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(within(panel).getByRole('link', { name: 'Rain shells' })).toBeVisible();
    trigger.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};
/** Kestrel opens level 1 on click; Escape closes it. */
export const ClickBrand: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const trigger = bar(canvasElement).getByRole('button', { name: 'Men' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = await within(canvasElement).findByRole('dialog', { name: 'Men' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(within(panel).getByRole('link', { name: 'Hiking' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};
/** Below 1024px: menu button, drawer, accordion with "shop all" links (Ridgeline's flag is on). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false }, locale: 'en-us' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    const women = within(drawer).getByRole('button', { name: 'Women' });
    await userEvent.click(women);
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Jackets' }));
    await expect(within(drawer).getByRole('link', { name: 'Shop all Jackets' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // The closed drawer hands focus back to the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus());
  },
};
/** Kestrel on a phone: no "shop all" links (its flag is off). */
export const MobileKestrel: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false }, locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Women' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Jackets' }));
    await expect(within(drawer).queryByRole('link', { name: /shop all/i })).toBeNull();
  },
};
