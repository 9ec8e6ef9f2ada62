import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { ctaCentred, ctaFilled, ctaStart } from '../fixtures/navigation';

const meta = {
  title: 'Blocks/CTA buttons',
  component: BlockView,
  args: { block: ctaCentred },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Centred, equal-width buttons; the two unsized buttons take md from 768px; clicks are promotion clicks. */
export const CentredEqual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('link', { name: 'Summit Trail' });
    const second = canvas.getByRole('link', { name: 'Cascade Rain' });
    await expect(first).toHaveClass('ts-button--primary', 'ts-button--auto');
    await expect(Math.round(first.getBoundingClientRect().width)).toBe(Math.round(second.getBoundingClientRect().width));
    await expect(getComputedStyle(first).fontSize).toBe('16px');
    const layer: unknown[] = [];
    Object.assign(window, { dataLayer: layer });
    await userEvent.click(second);
    await expect(layer).toContainEqual(expect.objectContaining({ event: 'promotion_click', linkText: 'Cascade Rain' }));
  },
};
/** On a phone the unsized buttons are the small size (spec 001 §9: sm, md, md). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('link', { name: 'Summit Trail' });
    await expect(getComputedStyle(first).fontSize).toBe('14px');
  },
};
/** Aligned at the start, one large button. */
export const StartLarge: Story = {
  args: { block: ctaStart },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Join now' })).toHaveClass('ts-button--lg');
    await expect(canvasElement.querySelector('.ts-cta')).toHaveClass('ts-cta--start');
  },
};
/** Own colours, aligned at the end, with small print. */
export const Filled: Story = {
  args: { block: ctaFilled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'End-of-season sale' })).toBeVisible();
    await expect(canvas.getByText('While stocks last.')).toBeVisible();
    await expect(getComputedStyle(canvasElement.querySelector('.ts-cta') as Element).backgroundColor).toBe('rgb(31, 61, 43)');
  },
};
