import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userGeneratedContentSchema } from '../../../schemas';
import type { ApiRequest } from '../../../runtime/core';
import { RuntimeProvider } from '../../../runtime/react';
import UserGeneratedContent from '../../../block-registry/user-generated-content/UserGeneratedContent';
import { communityGallery, galleryMedia, galleryTransport, type GalleryTransportOptions } from '../../../stories/fixtures/social-gallery';
import { fakeComponents, observed, renderWithRuntime, site } from '../runtime-react/with-runtime';

// jsdom has no modal dialogs: open and close them as the browser does, minus the top layer.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
HTMLDialogElement.prototype.showModal = showModal;
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
beforeEach(() => {
  observed.length = 0;
  showModal.mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Brings the gallery into view, waits out the widget delay and lets the answers settle. */
async function appear(delay = 500) {
  act(() => {
    for (const { callback, elements } of observed)
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(delay);
  });
}
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

function renderGallery(options: GalleryTransportOptions = {}, block = communityGallery, locationKey?: string) {
  const calls: ApiRequest[] = [];
  const view = renderWithRuntime(<UserGeneratedContent block={block} />, {
    transport: galleryTransport({ ...options, calls }),
    ...(locationKey ? { locationKey } : {}),
  });
  return { ...view, calls };
}
const tiles = () => screen.queryAllByRole('button', { name: /^Photo by @/ });

describe('UserGeneratedContent', () => {
  it('rejects content without a usable container id or filter, naming the field', () => {
    const base = { id: 'u', type: 'userGeneratedContent', containerId: 'gallery' };
    expect(userGeneratedContentSchema.parse(base)).toMatchObject({ filter: { by: 'brand' }, pageSize: 12 });
    expect(userGeneratedContentSchema.safeParse({ ...base, containerId: '1 gallery' }).error?.issues[0]?.path).toEqual(['containerId']);
    expect(userGeneratedContentSchema.safeParse({ id: 'u', type: 'userGeneratedContent' }).error?.issues[0]?.path).toEqual(['containerId']);
    expect(userGeneratedContentSchema.safeParse({ ...base, filter: { by: 'streams', streamIds: [] } }).error?.issues[0]?.path).toEqual([
      'filter',
      'streamIds',
    ]);
    expect(userGeneratedContentSchema.safeParse({ ...base, pageSize: 100 }).error?.issues[0]?.path).toEqual(['pageSize']);
  });

  it('renders its heading and placeholder tiles on the server, and asks for nothing there', () => {
    const calls: ApiRequest[] = [];
    const html = renderToString(
      <RuntimeProvider site={site()} components={fakeComponents({})} locationKey="/en-us/explore" transport={galleryTransport({ calls })}>
        <UserGeneratedContent block={communityGallery} />
      </RuntimeProvider>,
    );
    expect(html).toContain('Out there with you');
    expect(html).toContain('id="community-gallery"');
    expect(html.match(/ts-ugc__ghost/g)).toHaveLength(communityGallery.pageSize);
    expect(html).toContain('Loading photos…');
    expect(calls).toEqual([]);
  });

  it('loads the photos once near the screen and after the widget delay, from the filter’s call', async () => {
    const { calls } = renderGallery();
    await appear(499);
    expect(calls, 'not before the 500 ms widget delay').toEqual([]);
    await appear(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/social/v1/streams/ridgelineoutdoors/media/recent',
      query: { limit: '8', locale: 'en-us' },
    });
    expect(tiles()).toHaveLength(8);
    expect(tiles()[0]).toHaveAccessibleName(`Photo by @maya.on.trail: ${galleryMedia[0]?.altText}`);
    const first = tiles()[0]?.closest('figure');
    expect(first).toHaveTextContent('@maya.on.trail');
    expect(first).toHaveTextContent(galleryMedia[0]?.caption ?? '');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 photos');
    expect(document.querySelector('#community-gallery')?.getAttribute('aria-busy')).toBe('false');
  });

  it('shows more photos from the cursor of the last page, then no more button', async () => {
    const { calls } = renderGallery();
    await appear();
    fireEvent.click(screen.getByRole('button', { name: 'Show more photos' }));
    await settle();
    expect(calls[1]?.query).toMatchObject({ cursor: '8', limit: '8' });
    expect(tiles()).toHaveLength(galleryMedia.length);
    expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull();
  });

  it('keeps the photos and says so when a further page fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGallery({ fail: 'more' });
    await appear();
    fireEvent.click(screen.getByRole('button', { name: 'Show more photos' }));
    await settle();
    expect(tiles()).toHaveLength(8);
    expect(screen.getByText('More photos could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more photos' })).toBeEnabled();
    expect(warn).toHaveBeenCalledWith('[tessera] gallery: more photos could not be loaded', expect.anything());
  });

  it('only logs a failed load: the heading stays, the widget is left out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGallery({ fail: 'media' });
    await appear();
    expect(screen.getByRole('heading', { level: 2, name: 'Out there with you' })).toBeInTheDocument();
    expect(document.querySelector('#community-gallery')).toBeNull();
    expect(tiles()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('photos could not be loaded'), expect.anything());
  });

  it('says when there are no photos yet', async () => {
    renderGallery({ empty: true });
    await appear();
    expect(screen.getByRole('status')).toHaveTextContent('No photos here yet.');
    expect(screen.getByRole('status')).toBeVisible();
    expect(tiles()).toEqual([]);
  });

  it("asks for the page's product when the filter names none", async () => {
    const { calls } = renderGallery({}, { ...communityGallery, filter: { by: 'product' } }, '/en-us/p/summit-trail-gtx-RL10062010');
    await appear();
    expect(calls[0]).toMatchObject({ path: '/social/v1/customers/ridgeline/media/recent', query: { masterId: 'RL10062010' } });
  });

  it('opens a photo in a modal dialog with its tagged products, looked up once each, and gives focus back on close', async () => {
    const { calls } = renderGallery();
    await appear();
    fireEvent.click(tiles()[3] as HTMLElement);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Photo by @ben.outdoors' });
    expect(dialog).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('img', { name: galleryMedia[3]?.altText })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Ben Okafor · TikTok · March 28, 2026');
    const products = within(dialog).getByRole('region', { name: 'Shop the look' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ridgeback 28', 'Summit Trail GTX']);
    expect(products).toHaveTextContent('$139.00');
    expect(within(products).getByRole('link', { name: 'Ridgeback 28' })).toHaveAttribute('href', '/en-us/c/daypacks-4101');

    // Next photo by key, then the one after: Summit Trail GTX again, not asked for a second time.
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    await settle();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Photo by @summits.and.sandwiches');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next photo' }));
    await settle();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Photo by @northwoods.nadia');
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Summit Trail GTX' })).toBeInTheDocument();
    const lookups = calls.filter((c) => c.path.startsWith('/products/')).map((c) => c.path);
    expect(lookups).toEqual(['/products/v2/products/RL30041010/summary', '/products/v2/products/RL10062010/summary']);

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tiles()[6]);

    fireEvent.click(tiles()[0] as HTMLElement);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Photo by @maya.on.trail' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tiles()[0]);
  });

  it('leaves out products that cannot be looked up, logging why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGallery({ fail: 'products' });
    await appear();
    fireEvent.click(tiles()[0] as HTMLElement);
    await settle();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('region', { name: 'Shop the look' })).toBeNull();
    expect(dialog).toHaveTextContent(galleryMedia[0]?.caption ?? '');
    expect(warn).toHaveBeenCalledWith('[tessera] gallery: product RL10062010 could not be looked up', expect.anything());
  });

  it('speaks the site’s language', async () => {
    renderWithRuntime(<UserGeneratedContent block={communityGallery} />, { locale: 'de-de', transport: galleryTransport() });
    await appear();
    expect(tiles()).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Foto von @/ })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Mehr Fotos' })).toBeInTheDocument();
  });
});
