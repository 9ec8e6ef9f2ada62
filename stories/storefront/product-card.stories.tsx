import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/catalog.css';
import '../../storefront/styles/favorites.css';
import { ProductCard } from '../../storefront/catalog/ProductCard';
import { cards } from '../fixtures/catalog';

const meta = {
  title: 'Storefront/Product card',
  component: ProductCard,
  args: { product: cards.boot },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picture and name are one link to the product; its price and how many colours it comes in below. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "Men's Summit Trail GTX Hiking Boot" })).toHaveAttribute(
      'href',
      '/en-us/p/men-s-summit-trail-gtx-hiking-boot-RL10062010',
    );
    await expect(canvas.getByText('3 colors')).toBeVisible();
  },
};
/** Reduced in some colours. */
export const OnSale: Story = { args: { product: cards.shell } };
/** New this month, one colour. */
export const New: Story = {
  args: { product: cards.pack },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};
