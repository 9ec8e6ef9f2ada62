import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { allSites } from '../../runtime/core';
import { ShowcaseScreen } from '../../editor';
import type { ShowcaseQuery } from '../../editor';
import type { ShowcaseResponse } from '../../schemas';

// Storybook has no content service: these answer as the showcase call does for a few documents.
const pages: ShowcaseResponse = {
  docType: 'page',
  results: [
    { id: '3f8e0c1a-6b1d-4e55-9f0e-2a7c1d9b0a11', key: 'about', name: 'About Ridgeline', status: 'published', version: 2, path: '/about' },
    { id: '9c2b7e44-1f3a-4d0b-8d6e-5e1f2a3b4c55', key: 'home', name: 'Home', status: 'draft', version: 7, path: '/' },
    {
      id: 'b1d4f9e2-7a6c-4b3e-a1f0-c9d8e7f6a5b4',
      key: 'our-story',
      parentKey: 'about',
      name: 'Our story',
      status: 'published',
      version: 1,
      path: '/about/our-story',
    },
  ],
};
const answer = (response: ShowcaseResponse) => (query: ShowcaseQuery) => Promise.resolve({ ...response, docType: query.docType });

const meta = {
  title: 'Editor/Editor preview',
  component: ShowcaseScreen,
  args: { sites: allSites(), fetchShowcase: answer(pages) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShowcaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: doc type required, limit 20. */
export const Empty: Story = {};

/** Go without a doc type: the spec's message, on the field, which takes focus. */
export const DocTypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(canvas.getByText('Doc type is required')).toBeVisible();
    await expect(canvas.getByLabelText(/Doc type/)).toHaveFocus();
  },
};

/** Results headed "id | name", with a preview link for pages. */
export const Results: Story = {
  args: { initial: { docType: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    const region = await canvas.findByRole('region', { name: 'id | name' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getByRole('link', { name: 'Preview Home' })).toHaveAttribute('href', '/pre/en-us');
    await expect(within(region).getByRole('link', { name: 'Preview Our story' })).toHaveAttribute('href', '/pre/en-us/about/our-story');
  },
};

/** Nothing of that doc type on the site. */
export const NoResults: Story = {
  args: { initial: { docType: 'popups' }, fetchShowcase: answer({ docType: 'popups', results: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(await canvas.findByText('No results.')).toBeVisible();
  },
};

/** The content service failed: its message, announced. */
export const ServiceError: Story = {
  args: { initial: { docType: 'page' }, fetchShowcase: () => Promise.reject(new Error('Unknown site "acme-xx-yy" (API404)')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('API404');
  },
};
