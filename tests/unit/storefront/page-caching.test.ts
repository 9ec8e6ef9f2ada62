// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageData, render } from '../../../storefront/entry-server';
import { cacheHeaders } from '../../../storefront/server/cache-headers';
import { fixtureDocs, readBody, ssrRequest } from './content-fixture';

const area = (title: string) => ({
  seo: { title, description: `${title} description` },
  sections: [{ name: 'main', items: [{ id: title, type: 'hero', title }] }],
});
/** The fixture site with the named areas' own documents, so each shopper page answers 200 as in the store. */
const docs = {
  ...fixtureDocs,
  'augmentedpage/ridgeline-en-us/checkout': area('Checkout'),
  'augmentedpage/ridgeline-en-us/order-confirmation': area('Your order'),
  'augmentedpage/ridgeline-en-us/account': area('Your account'),
  'augmentedpage/ridgeline-en-us/account-profile': area('Your profile'),
  'augmentedpage/ridgeline-en-us/search': area('Search'),
};

async function answers(url: string) {
  const html = await render(ssrRequest(url, docs).request);
  await readBody(html.body);
  const data = await pageData(ssrRequest(url, docs).request);
  return { status: html.status, html: html.headers['cache-control'], dataStatus: data.status, data: data.headers?.['cache-control'] };
}

describe('page caching', () => {
  it.each([
    ['the cart', '/en-us/cart', 200],
    ['the checkout', '/en-us/checkout', 200],
    ['a checkout step', '/en-us/checkout/summary', 200],
    ['the order confirmation', '/en-us/order-confirmation?orderNumber=RL00000001&st=abc', 200],
    ['the account', '/en-us/account', 200],
    ['a section the account does not have', '/en-us/account/profile', 404],
    ['the favourites', '/en-us/favorites', 200],
    ['a shared favourites list', '/en-us/favorites/abcdefghij0123456789', 200],
    ['a favourites path that is no list id', '/en-us/favorites/Not-A-List', 404],
    ['a checkout step that does not exist', '/en-us/checkout/payment', 404],
    ['a shopper page on an unknown locale', '/xx-yy/cart', 404],
    ['a shopper page in preview', '/pre/en-us/cart', 200],
  ])('answers %s private, never stored, HTML and data alike', async (_, url, status) => {
    expect(await answers(url)).toEqual({ status, html: 'private, no-store', dataStatus: status, data: 'private, no-store' });
  });

  it.each([
    ['the home page', '/en-us', 200],
    ['a content page', '/en-us/about', 200],
    ['a child page', '/en-us/about/team', 200],
    ['a category', '/en-us/c/boots-1234', 200],
    ['a product', '/en-us/p/trail-runner-RL100234', 200],
    ['the search', '/en-us/search?q=boots', 200],
    ['a missing page', '/en-us/nothing-here', 404],
  ])('keeps %s publicly cacheable for a minute, its data never stored', async (_, url, status) => {
    expect(await answers(url)).toEqual({ status, html: 'public, max-age=60', dataStatus: status, data: 'no-store' });
  });

  it('stores no preview of a content page', async () => {
    expect(await answers('/pre/en-us/about')).toEqual({ status: 200, html: 'no-store', dataStatus: 200, data: 'no-store' });
  });

  it('keeps a shopper page private whatever its mode or status', () => {
    for (const mode of ['publish', 'preview', undefined] as const) {
      for (const status of [200, 404, 500]) expect(cacheHeaders(mode, status, true)).toEqual({ 'cache-control': 'private, no-store' });
    }
  });
});
