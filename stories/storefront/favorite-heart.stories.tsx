import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/favorites.css';
import { FavoriteHeart } from '../../storefront/favorites/FavoriteToggle';

const meta = {
  title: 'Storefront/Favourites/Heart',
  component: FavoriteHeart,
  args: { name: "Men's Summit Trail GTX Hiking Boot", state: { known: true, on: false, pending: false, failed: false }, onToggle: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FavoriteHeart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not a favourite: a toggle button named for the product, not pressed; Enter presses it. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: "Favorite Men's Summit Trail GTX Hiking Boot" });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    heart.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** A favourite: pressed, filled. */
export const On: Story = {
  args: { state: { known: true, on: true, pending: false, failed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { pressed: true })).toBeVisible();
  },
};

/** On its way: shows the state asked for, busy, and takes no second press. */
export const Pending: Story = {
  args: { state: { known: true, on: false, pending: true, failed: false } },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { pressed: true });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(heart);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** Refused: the heart as it was, and why, announced. */
export const Error: Story = {
  args: { state: { known: true, on: false, pending: false, failed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t update your favorites. Please try again.');
    await expect(canvas.getByRole('button', { pressed: false })).toBeVisible();
  },
};

/** In German, on the product page's larger size. */
export const German: Story = {
  args: { name: 'Tempo Carbon 3 Wettkampfschuh für Herren', size: 'lg', state: { known: true, on: true, pending: false, failed: false } },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Merken: Tempo Carbon 3 Wettkampfschuh für Herren' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
