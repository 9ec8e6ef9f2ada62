import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/cart.css';
import '../../storefront/styles/favorites.css';
import { CartView, SavedForLater } from '../../storefront/cart';
import { usCart, usLines } from '../fixtures/cart';
import { usSaved } from '../fixtures/favorites';

const meta = {
  title: 'Storefront/Cart/Saved for later',
  component: CartView,
  args: {
    cart: usCart,
    onQuantity: fn(),
    onRemove: fn(),
    onSaveForLater: fn(),
    checkoutHref: '/en-us/checkout/shipping',
    continueHref: '/en-us',
  },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

const moveToBag = fn();
const removeSaved = fn();

/** The bag's lines, each of which can be saved for later, and the saved list under them with its way back. */
export const WithSavedLines: Story = {
  args: { saved: <SavedForLater items={usSaved.items} onMoveToBag={moveToBag} onRemove={removeSaved} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const saved = canvas.getByRole('region', { name: 'Saved for later (1 item)' });
    await expect(within(saved).getByRole('link', { name: usLines.beanie.name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Save ${usLines.boot.name}, size ${usLines.boot.size}, for later` }));
    await expect(args.onSaveForLater).toHaveBeenCalledWith(usLines.boot.itemId);
    within(saved)
      .getByRole('button', { name: `Move ${usLines.beanie.name}, size ${usLines.beanie.size}, to your bag` })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(moveToBag).toHaveBeenCalledWith(usLines.beanie.itemId);
    await userEvent.click(
      within(saved).getByRole('button', { name: `Remove ${usLines.beanie.name}, size ${usLines.beanie.size}, from saved for later` }),
    );
    await expect(removeSaved).toHaveBeenCalledWith(usLines.beanie.itemId);
  },
};

/** Moving back a line that sold out meanwhile: it stays saved, and its error is said at it. */
export const MoveBackSoldOut: Story = {
  args: {
    saved: (
      <SavedForLater
        items={usSaved.items}
        onMoveToBag={fn()}
        onRemove={fn()}
        lineErrors={{ [usLines.beanie.itemId]: 'Sorry, this size just sold out.' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const saved = within(canvasElement).getByRole('region', { name: /^Saved for later/ });
    await expect(within(saved).getByRole('alert')).toHaveTextContent('Sorry, this size just sold out.');
  },
};

/** Kestrel in Germany: the saved list in German. */
export const German: Story = {
  args: { saved: <SavedForLater items={usSaved.items} onMoveToBag={fn()} onRemove={fn()} /> },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Für später gemerkt (1 Artikel)' })).toBeVisible();
  },
};
