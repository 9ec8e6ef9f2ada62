import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Cart, Order } from '../../schemas';
import { baseUrl, hydrated, withoutPopups } from './browser';
import type { ShopperProduct } from './shopper-products';

/** The sandbox gateway's test cards. */
export const cards = { approves: '4242 4242 4242 4242', declines: '4000 0000 0000 0002', challenge: '4000 0000 0000 3220' };

/** A product page with the chosen size (on the store at `base`), for the tests that are not about getting there. */
export async function openProduct(page: Page, product: ShopperProduct, base: string = baseUrl()): Promise<void> {
  await withoutPopups(page, 'ridgeline-en-us', base);
  await page.goto(`${product.url}?colour=${product.colour}&size=${product.size}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

/** Adds the open product page's size, then goes to checkout from the mini cart. */
export async function addAndCheckOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await dialog.waitFor();
  await dialog.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL('**/checkout/shipping');
}

/** Fills the shipping step with a Denver address and goes on. */
export async function ship(page: Page, email: string): Promise<void> {
  // The checkout's own e-mail (the footer's newsletter form has one too).
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.locator('[autocomplete="shipping given-name"]').fill('Maya');
  await page.locator('[autocomplete="shipping family-name"]').fill('Okafor');
  await page.locator('[autocomplete="shipping address-line1"]').fill('1420 Larimer St');
  await page.locator('[autocomplete="shipping address-level2"]').fill('Denver');
  await page.locator('[autocomplete="shipping address-level1"]').selectOption('CO');
  await page.locator('[autocomplete="shipping postal-code"]').fill('80202');
  await page.locator('[autocomplete="shipping tel"]').fill('303 555 0142');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await page.waitForURL('**/checkout/billing');
}

/** Pays with `number` on the billing step and goes to the review. */
export async function pay(page: Page, number: string): Promise<void> {
  await page.locator('[autocomplete="cc-number"]').fill(number);
  await page.locator('[autocomplete="cc-exp"]').fill('12/34');
  await page.locator('[autocomplete="cc-csc"]').fill('123');
  await page.locator('[autocomplete="cc-name"]').fill('Maya Okafor');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.waitForURL('**/checkout/summary');
}

/** The order a page's place-order call answered, as the browser received it. */
export async function placedOrder(page: Page, place: () => Promise<void>): Promise<Order> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/cart/v2/checkout/order'),
    place(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as Order;
}

/** The order the confirmation page's URL names, read as another program would: by its number and st. */
export async function orderOfPage(baseUrl: string, page: Page): Promise<Order> {
  const url = new URL(page.url());
  return readOrder(baseUrl, url.searchParams.get('orderNumber') ?? '', url.searchParams.get('st') ?? '');
}

export async function readOrder(baseUrl: string, orderNumber: string, st: string): Promise<Order> {
  const response = await fetch(`${baseUrl}/consumers-v3/consumer/purchase/${orderNumber}?st=${encodeURIComponent(st)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Order;
}

/** The shopper's open cart on the page's site, read with the page's own cookies (as the storefront reads it). */
export const openCartOf = (page: Page, locale: string): Promise<Cart> =>
  page.evaluate(
    async (at) => (await fetch(`/cart/v1/cart?locale=${at}`, { method: 'POST', headers: { accept: 'application/json' } })).json() as Promise<Cart>,
    locale,
  );
