import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { communityGallery, galleryMedia, galleryTransport } from '../fixtures/social-gallery';

/**
 * The social gallery is the network boundary: each story hands the runtime a transport that answers the
 * gallery's calls from the fixture photos and products (or fails them), so the widget runs for real.
 */
const meta = {
  title: 'Blocks/User-generated content',
  component: BlockView,
  args: { block: communityGallery },
  parameters: { transport: galleryTransport() },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget waits until it is near the screen, then 500 ms (spec 001 §9). */
const LOADED = { timeout: 5000 };
const tiles = (root: HTMLElement) => within(root).queryAllByRole('button', { name: /^Photo by @/ });
/** Every thumbnail drawn, so the picture a story ends on is complete. */
const drawn = (root: HTMLElement) =>
  waitFor(
    () => expect([...root.querySelectorAll<HTMLImageElement>('.ts-ugc__thumb')].every((img) => img.complete && img.naturalWidth > 0)).toBe(true),
    LOADED,
  );

/** Loaded: eight photos with their authors and captions, and "show more" for the rest. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(tiles(canvasElement)).toHaveLength(8), LOADED);
    await expect(tiles(canvasElement)[0]?.closest('figure')).toHaveTextContent('@maya.on.trail');
    await expect(canvas.getByRole('button', { name: 'Show more photos' })).toBeEnabled();
    await drawn(canvasElement);
  },
};

/** "Show more" appends the next page from the cursor; the last page has no more button. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more photos' }, LOADED));
    await waitFor(() => expect(tiles(canvasElement)).toHaveLength(galleryMedia.length));
    await expect(canvas.queryByRole('button', { name: 'Show more photos' })).toBeNull();
    await drawn(canvasElement);
  },
};

/** No photos in the stream yet: the block says so. */
export const Empty: Story = {
  parameters: { transport: galleryTransport({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No photos here yet.'), LOADED);
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};

/** The gallery host fails: only logged, and the block keeps its heading without the widget (spec 001 §8). */
export const LoadFailure: Story = {
  parameters: { transport: galleryTransport({ fail: 'media' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#community-gallery')).toBeNull(), LOADED);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Out there with you' })).toBeVisible();
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};

/**
 * A photo opened from the keyboard: the modal dialog shows it large with its author, network, date, caption
 * and the products tagged on it; → shows the next photo, Escape closes and focus returns to the tile of the
 * photo seen last.
 */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tiles(canvasElement)).toHaveLength(8), LOADED);
    await drawn(canvasElement);
    const tile = tiles(canvasElement)[3] as HTMLButtonElement;
    tile.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Photo by @ben.outdoors' });
    await expect(dialog).toHaveTextContent('Ben Okafor · TikTok');
    const products = await within(dialog).findByRole('region', { name: 'Shop the look' });
    await waitFor(() =>
      expect(
        within(products)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Ridgeback 28', 'Summit Trail GTX']),
    );
    await expect(products).toHaveTextContent('$139.00');

    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Photo by @alpine.jo' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Photo by @summits.and.sandwiches' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The dialog's close event, a task after it closes, moves focus from the opener to the photo seen last.
    await waitFor(() => expect(document.activeElement).toBe(tiles(canvasElement)[5]));

    // End on the open dialog, for the picture.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Photo by @summits.and.sandwiches' });
    await within(reopened).findByRole('link', { name: 'Ridgeback 28' });
    await waitFor(() => expect([...reopened.querySelectorAll('img')].every((img) => img.complete)).toBe(true));
  },
};

/** German interface words; the shoppers' captions stay in their own words. */
export const German: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Foto von @/ })).toHaveLength(8), LOADED);
    await expect(canvas.getByRole('button', { name: 'Mehr Fotos' })).toBeVisible();
    await drawn(canvasElement);
  },
};
