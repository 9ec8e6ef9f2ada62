import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/catalog.css';
import '../../storefront/styles/favorites.css';
import { SearchResults } from '../../storefront/catalog/SearchResults';
import type { ListingData } from '../../storefront/data/catalog-data';
import { listing } from '../fixtures/catalog';

const search = (query: string, found: Partial<ListingData['listing']> = {}): ListingData => ({
  ...listing,
  segment: 'search',
  query,
  listing: { ...listing.listing, ...found },
});
const nothing = { total: 0, count: 0, products: [] };

const meta = {
  title: 'Storefront/Search results',
  component: SearchResults,
  args: { data: search('boots') },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What was searched, above its results (the listing follows on the page). */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Results for “boots”' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('boots');
  },
};
/** Nothing found and nothing close: what to try instead. */
export const NothingFound: Story = {
  args: { data: search('zzzxqq', nothing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nothing matches “zzzxqq”/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
/** Nothing found for a misspelling: the catalogue's spelling, as a link to its results. */
export const DidYouMean: Story = {
  args: { data: search('hikng bot', { ...nothing, suggestion: 'hiking boot' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Did you mean/)).toHaveTextContent('Did you mean “hiking boot”?');
    await expect(canvas.getByRole('link', { name: 'hiking boot' })).toHaveAttribute('href', 'search?q=hiking+boot');
  },
};
/** The French typography: a narrow no-break space inside the guillemets and before the question mark. */
export const DidYouMeanInFrench: Story = {
  args: { data: search('chausure', { ...nothing, suggestion: 'chaussure' }) },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Vouliez-vous dire/)).toHaveTextContent('Vouliez-vous dire «\u202fchaussure\u202f»\u202f?', {
      normalizeWhitespace: false,
    });
  },
};
