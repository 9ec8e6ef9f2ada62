import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { segmentation } from '../fixtures/personalization';

const meta = {
  title: 'Blocks/Segmentation',
  component: BlockView,
  args: { block: segmentation },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (root: HTMLElement) => within(root).getByRole('heading', { level: 2 });

/** Today's shopper is logged out with an empty cart: the loggedout segment's welcome. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Welcome to Ridgeline');
  },
};
/** `?p13n_testcontext=segment:loyalty-loggedin`: what loyalty members see. */
export const ForcedLoyalty: Story = {
  parameters: { path: '/explore?p13n_testcontext=segment:loyalty-loggedin' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Welcome back, member');
  },
};
/** A forced segment the block has no target for: the baseline. */
export const ForcedOtherSegment: Story = {
  parameters: { path: '/explore?p13n_testcontext=segment:employee-loggedin' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Gear up for the season ahead');
  },
};
/** EMEA without targeting consent: the baseline for everyone. */
export const EmeaWithoutConsent: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Gear up for the season ahead');
  },
};
