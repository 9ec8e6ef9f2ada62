import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { inStockSize } from './shopper-products';

/** A page's status and Cache-Control, as its HTML and as its data for client navigations (`/fapi/pages/…`). */
async function caching(path: string) {
  const html = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  const [pathname = '', query] = path.split('?');
  const data = await fetch(`${baseUrl()}/fapi/pages/${encodeURIComponent(pathname)}${query ? `?${query}` : ''}`);
  await Promise.all([html.body?.cancel(), data.body?.cancel()]);
  return { status: html.status, html: html.headers.get('cache-control'), dataStatus: data.status, data: data.headers.get('cache-control') };
}

describe("caching of the store's pages", () => {
  it.each([
    ['/en-us/cart', 200],
    ['/en-gb/cart', 200],
    ['/en-us/checkout', 200],
    ['/en-us/checkout/shipping', 200],
    ['/en-us/checkout/summary', 200],
    ['/en-us/order-confirmation?orderNumber=RL00000001&st=nothing', 200],
    // The account page signs a guest in (its data is the browser's); a section it does not have is not found.
    ['/en-us/account', 200],
    ['/en-us/account/profile', 404],
    ['/en-us/favorites', 200],
    ['/en-us/favorites/abcdefghij0123456789', 200],
  ])("answers the shopper's own page %s private and never stored, HTML and data alike", async (path, status) => {
    expect(await caching(path)).toEqual({ status, html: 'private, no-store', dataStatus: status, data: 'private, no-store' });
  });

  it.each([
    ['/en-us', 200],
    ['/en-us/explore', 200],
    ['/en-us/c/mens-footwear-1100', 200],
    [inStockSize('ridgeline', 0).url, 200],
    ['/en-us/search?q=boot', 200],
    ['/en-us/no-such-page', 404],
  ])('keeps %s publicly cacheable for a minute, its data never stored', async (path, status) => {
    expect(await caching(path)).toEqual({ status, html: 'public, max-age=60', dataStatus: status, data: 'no-store' });
  });
});
