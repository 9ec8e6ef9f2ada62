import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { onAPage } from '../fixtures/page-frame';
import { fixed, promises } from '../fixtures/benefit-bars';

const meta = {
  title: 'Blocks/Benefit bar',
  component: BlockView,
  args: { block: promises },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four promises; closing hides the bar and remembers it in a cookie. */
export const Default: Story = {
  decorators: [onAPage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our promises' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Close our promises' }));
    await expect(canvas.queryByRole('region', { name: 'Our promises' })).toBeNull();
    await expect(document.cookie).toContain('ts_benefit_benefits-story=1');
  },
};
/** On a UK site the free-shipping promise is left out (spec 001 §9). */
export const UnitedKingdom: Story = {
  globals: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('region', { name: 'Our promises' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/free shipping/i)).toBeNull();
  },
};
/** Closed earlier: the server already renders nothing. */
export const RememberedClosed: Story = {
  decorators: [onAPage],
  parameters: { persisted: { 'ts_benefit_benefits-story': '1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Our promises' })).toBeNull();
  },
};
/** closable: false — no close button. */
export const NotClosable: Story = {
  args: { block: fixed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Close our promises' })).toBeNull();
  },
};
