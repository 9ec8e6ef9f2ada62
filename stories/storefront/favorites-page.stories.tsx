import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/favorites.css';
import { FavoritesList, SharedFavorites } from '../../storefront/favorites/FavoritesView';
import { answerApi, refusal, session, withQueries, type FakeApi } from '../fixtures/account';
import { deFavorites, emptyFavorites, FAVORITE_LIST, longFavorites, usFavorites } from '../fixtures/favorites';
import type { Favorites } from '../../schemas';

const favorites = (list: Favorites, more: FakeApi = {}): FakeApi => ({
  ...session('Guest'),
  'GET /wishlists/v2/favorites': () => ({ status: 200, body: list }),
  ...more,
});

const meta = {
  title: 'Storefront/Favourites/Page',
  component: FavoritesList,
  args: { locale: 'en-us', path: '/en-us/favorites', navigate: fn(), origin: 'https://shop.ridgeline.test' },
  decorators: [withQueries],
  beforeEach: answerApi(favorites(usFavorites)),
} satisfies Meta<typeof FavoritesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper's favourites: a card each (a size is chosen on the product page), remove, and share, which shows the link. */
export const List: Story = {
  beforeEach: answerApi(
    favorites(usFavorites, {
      [`POST /wishlists/v2/favorites/${FAVORITE_LIST}/share`]: () => ({
        status: 200,
        body: { favoriteId: FAVORITE_LIST, shareUrl: `/en-us/favorites/${FAVORITE_LIST}` },
      }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Favorites (3 products)' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: "Choose a size of Women's Drizzle Packable Rain Jacket to add it to your bag" })).toBeVisible();
    await expect(canvas.getByText('No longer available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Sidewinder 20 Daypack from favorites' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share this list' }));
    await expect(await canvas.findByRole('link', { name: `https://shop.ridgeline.test/en-us/favorites/${FAVORITE_LIST}` })).toBeVisible();
  },
};

/** Removing one: the list is read again, the removal said, focus on the list's heading. */
export const Remove: Story = {
  beforeEach: () => {
    let list = usFavorites;
    return answerApi(
      favorites(usFavorites, {
        'GET /wishlists/v2/favorites': () => ({ status: 200, body: list }),
        [`DELETE /wishlists/v2/favorites/${FAVORITE_LIST}/items/${usFavorites.items[0]?.itemId ?? ''}`]: () => {
          list = { ...usFavorites, items: usFavorites.items.slice(1), total: 2 };
          return { status: 200, body: list };
        },
      }),
    )();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = usFavorites.items[0]?.name ?? '';
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${name} from favorites` }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Favorites (2 products)' })).toHaveFocus();
    await expect(canvas.getByText(`${name} was removed from your favorites.`)).toHaveAttribute('role', 'status');
  },
};

/** Nothing favourited yet: says how, and the way back to the shop. */
export const Empty: Story = {
  beforeEach: answerApi(favorites(emptyFavorites)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No favorites yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us');
  },
};

/** More than a page: the pages' links, and where the shopper is. */
export const Paged: Story = {
  beforeEach: answerApi(favorites(longFavorites)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Favorites pages' });
    await expect(pages).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await expect(args.navigate).toHaveBeenCalledWith('/en-us/favorites?page=2');
  },
};

/** A list read through its share link: the products, and nothing to change them with. */
export const Shared: Story = {
  render: () => <SharedFavorites locale="en-us" favoriteId={FAVORITE_LIST} />,
  beforeEach: answerApi({ [`GET /wishlists/v2/favorites/${FAVORITE_LIST}/share`]: () => ({ status: 200, body: { ...usFavorites, shared: true } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: "Men's Summit Trail GTX Hiking Boot" })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('A shared list of favorites');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A link to a list no longer shared: said, nothing else. */
export const SharedGone: Story = {
  render: () => <SharedFavorites locale="en-us" favoriteId={FAVORITE_LIST} />,
  beforeEach: answerApi({ [`GET /wishlists/v2/favorites/${FAVORITE_LIST}/share`]: () => refusal(404, 'API404', 'Not found') }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This list isn’t shared, or no longer exists.'));
  },
};

/** Kestrel in Germany: German words, euros. */
export const German: Story = {
  args: { locale: 'de-de', path: '/de-de/favorites' },
  globals: { locale: 'de-de' },
  beforeEach: answerApi(favorites(deFavorites)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Liste teilen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Favoriten (3 Produkte)');
  },
};
