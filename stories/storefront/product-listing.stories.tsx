import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/catalog.css';
import '../../storefront/styles/favorites.css';
import { ProductListing } from '../../storefront/catalog/ProductListing';
import { listing } from '../fixtures/catalog';

const meta = {
  title: 'Storefront/Product listing',
  component: ProductListing,
  args: { data: listing, path: 'mens-footwear-1100', headingId: 'listing' },
} satisfies Meta<typeof ProductListing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A category's first page: the count, the order (a plain form), the cards, and the pages as links. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('62 products')).toBeVisible();
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('relevance');
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', 'mens-footwear-1100?page=2');
  },
};
/** The middle page in price order: both steps, the order kept in every link. */
export const MiddlePageByPrice: Story = {
  args: { data: { ...listing, page: 2, sort: 'price-asc' } },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', 'mens-footwear-1100?sort=price-asc');
    await expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', 'mens-footwear-1100?sort=price-asc&page=3');
  },
};
/** A category without products yet. */
export const Empty: Story = {
  args: { data: { ...listing, pages: 0, listing: { ...listing.listing, total: 0, count: 0, products: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products here yet. Try another category.')).toBeVisible();
  },
};
