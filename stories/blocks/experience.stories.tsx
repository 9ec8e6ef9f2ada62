import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { experience } from '../fixtures/personalization';

const meta = {
  title: 'Blocks/Experience',
  component: BlockView,
  args: { block: experience },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (root: HTMLElement) => within(root).getByRole('heading', { level: 2 });

/** No decision yet: the baseline. */
export const Baseline: Story = {
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Built to last, made to be repaired');
    await expect(canvasElement.querySelector('[data-experience-id="explore-banner"]')).toHaveAttribute('data-variant-id', 'baseline');
  },
};
/** `?p13n_testcontext=experience:explore-banner:a` forces variant a. */
export const ForcedVariantA: Story = {
  parameters: { path: '/explore?p13n_testcontext=experience:explore-banner:a' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Less waste on every trail');
  },
};
/** Variant b, forced the same way. */
export const ForcedVariantB: Story = {
  parameters: { path: '/explore?p13n_testcontext=experience:explore-banner:b' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('One jacket, ten winters');
  },
};
/** An EMEA site without targeting consent keeps the baseline, whatever the test context says. */
export const EmeaWithoutConsent: Story = {
  globals: { locale: 'en-gb' },
  parameters: { path: '/explore?p13n_testcontext=experience:explore-banner:b' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Built to last, made to be repaired');
  },
};
/** The same with targeting consent (`ts_consent=C0001,C0004`): the forced variant. */
export const EmeaWithConsent: Story = {
  globals: { locale: 'en-gb' },
  parameters: { path: '/explore?p13n_testcontext=experience:explore-banner:b', persisted: { ts_consent: 'C0001,C0004' } },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('One jacket, ten winters');
  },
};
