import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/catalog.css';
import '../../storefront/styles/favorites.css';
import { ProductView } from '../../storefront/catalog/ProductView';
import { oneSizePage, productPage } from '../fixtures/catalog';

const meta = {
  title: 'Storefront/Product view',
  component: ProductView,
  args: { data: productPage() },
} satisfies Meta<typeof ProductView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the first colour, no size yet; the sold-out size marked and not a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "Men's Summit Trail GTX Hiking Boot" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saddle Brown' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('US 8').closest('a')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'US 9' })).toHaveAttribute(
      'href',
      '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010?colour=220&size=M9',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose your size to see if it is in stock.');
  },
};
/** A size with two left: the page says so. */
export const LowStockSize: Story = {
  args: { data: productPage('210', 'M9') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Only 2 left');
  },
};
/** A size in good supply. */
export const InStockSize: Story = { args: { data: productPage('220', 'M11') } };
/** A sold-out size reached by its URL: the page says to choose another. */
export const SoldOutSize: Story = {
  args: { data: productPage('220', 'M8') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This size is sold out.');
  },
};
/** One size: nothing to choose; reduced, in stock. */
export const OneSize: Story = {
  args: { data: oneSizePage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Size')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Only 3 left');
  },
};
