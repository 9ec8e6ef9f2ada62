import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brands } from '../../runtime/core';
import { BlockView } from '../../runtime/react';
import { siteFooter } from '../fixtures/footers';

const meta = {
  title: 'Blocks/Footer',
  component: BlockView,
  args: { block: siteFooter },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Large screens: every column open; social links; the locale picker lists all six locales. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Returns' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Follow us on Instagram' })).toBeVisible();
    const locales = brands.flatMap((b) => b.locales);
    for (const l of locales) await expect(canvasElement.querySelector(`a[href="/${l.locale}"]`)).not.toBeNull();
  },
};
/** Small screens: columns collapse into disclosure widgets. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Returns' })).not.toBeVisible();
  },
};
/** Kestrel's palette. */
export const Kestrel: Story = { globals: { locale: 'fr-fr' } };
