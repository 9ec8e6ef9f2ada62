import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/catalog.css';
import { PriceDisplay } from '../../storefront/catalog/PriceDisplay';
import { prices } from '../fixtures/catalog';

const meta = {
  title: 'Storefront/Price display',
  component: PriceDisplay,
  args: { price: prices.regular, size: 'lg' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One price, not reduced. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$189.00')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};
/** Colourways at different prices: a range. */
export const Range: Story = { args: { price: prices.range } };
/** Reduced: the sale price, the original struck through, the markdown to one decimal; both named for screen readers. */
export const Reduced: Story = {
  args: { price: prices.reduced },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Current price: $171.99')).toBeInTheDocument();
    await expect(canvas.getByText('Original price: $229.00')).toBeInTheDocument();
    await expect(canvas.getByText('24.9% off')).toBeVisible();
    // Ridgeline's omnibus flag is off.
    await expect(canvasElement.querySelector('.ts-price__omnibus')).toBeNull();
  },
};
/** Some colourways reduced: the discounted range. */
export const ReducedRange: Story = { args: { price: prices.reducedRange } };
/** Canada: the currency as its code. */
export const Canadian: Story = {
  args: { price: prices.cad },
  globals: { locale: 'en-ca' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/CAD/)).toBeVisible();
  },
};
/** Kestrel (EU): the omnibus line, the lowest price of the 30 days before the reduction. */
export const OmnibusGerman: Story = {
  args: { price: prices.euroReduced },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Niedrigster Preis der letzten 30 Tage vor der Reduzierung: 109,99/)).toBeVisible();
  },
};
/** Reduced, but no lower than its historic best: no omnibus line. */
export const OmnibusNotLower: Story = {
  args: { price: prices.euroAtHistoricBest },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ts-price__omnibus')).toBeNull();
  },
};
/** In a card, small. */
export const Small: Story = { args: { price: prices.reduced, size: 'sm' } };
