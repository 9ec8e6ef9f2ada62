// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { render } from '../../../storefront/entry-server';
import { readBody, ssrRequest } from './content-fixture';

async function renderPage(url: string) {
  const { request } = ssrRequest(url);
  const result = await render(request);
  return { result, document: new JSDOM(await readBody(result.body)).window.document };
}

describe('the product page', () => {
  it('shows the product as the page heading, its pictures, price, colours and sizes, above its content', async () => {
    const { result, document } = await renderPage('/en-us/p/trail-runner-RL100234');
    expect(result.status).toBe(200);
    const main = document.querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe('Trail Runner');
    expect(main.querySelector('.ts-product__gallery img')?.getAttribute('alt')).toBe('Trail Runner, Burnt Orange');
    expect(main.querySelector('.ts-price__current')?.textContent).toBe('$129.00');
    expect([...main.querySelectorAll('.ts-product__colour')].map((a) => `${a.textContent}${a.getAttribute('aria-current') ? '*' : ''}`)).toEqual([
      'Burnt Orange*',
      'Glacier Blue',
    ]);
    expect(main.querySelector('.ts-product__stock')?.textContent).toBe('Choose your size to see if it is in stock.');
    // The sold-out size is marked and no link; the other is a link with the state in the URL.
    expect(main.querySelector('a.ts-product__size')?.getAttribute('href')).toBe('/en-us/p/trail-runner-RL100234?colour=230&size=M9');
    expect(main.querySelector('[aria-disabled=true].ts-product__size')?.textContent).toBe('US 10 (Sold out)');
    expect(main.textContent).toContain('The Trail Runner');
  });

  it('takes the colour and size from the URL and says what is left', async () => {
    const { document } = await renderPage('/en-us/p/trail-runner-RL100234?colour=260&size=M9');
    const main = document.querySelector('main')!;
    expect(main.querySelector('.ts-product__colour[aria-current=true]')?.textContent).toBe('Glacier Blue');
    expect(main.querySelector('.ts-product__size[aria-current=true]')?.textContent).toBe('US 9');
    expect(main.querySelector('.ts-product__stock')?.textContent).toBe('Only 2 left');
    // Marked down: both prices named for screen readers, the original struck through.
    expect(main.querySelector('.ts-price__current .ts-sr-only')?.textContent).toBe('Current price: $99.00');
    expect(main.querySelector('s.ts-price__original .ts-sr-only')?.textContent).toBe('Original price: $129.00');
    // Omnibus is off for this brand.
    expect(main.querySelector('.ts-price__omnibus')).toBeNull();
  });

  it('names its canonical URL, the same product in the other locales, and Product structured data', async () => {
    const { document } = await renderPage('/en-us/p/trail-runner-RL100234?colour=260');
    expect(document.title).toBe('Trail Runner | Ridgeline');
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('http://shop.test/en-us/p/trail-runner-RL100234');
    expect(document.querySelector('link[hreflang=fr-CA]')?.getAttribute('href')).toBe('http://shop.test/fr-ca/p/chaussure-de-trail-RL100234');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    const product = data.find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Trail Runner',
      productID: 'RL100234',
      brand: { name: 'Ridgeline' },
      offers: { priceCurrency: 'USD', lowPrice: '99.00', highPrice: '129.00', availability: 'https://schema.org/InStock' },
    });
    // Home, then the product itself at its own URL (through a category when the site's menu links one of its categories).
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement[0]).toMatchObject({ name: 'Ridgeline', item: 'http://shop.test/en-us' });
    expect(crumbs?.itemListElement.at(-1)).toMatchObject({ name: 'Trail Runner', item: 'http://shop.test/en-us/p/trail-runner-RL100234' });
  });

  it('answers another slug or the -p form with 301 to its one URL, and a product the site does not sell with 404', async () => {
    expect((await renderPage('/en-us/p/old-name-RL100234?colour=260')).result).toMatchObject({
      status: 301,
      location: '/en-us/p/trail-runner-RL100234?colour=260',
    });
    expect((await renderPage('/en-us/p/trail-runner-pRL100234')).result).toMatchObject({ status: 301 });
    expect((await renderPage('/en-us/p/other-RL999999')).result.status).toBe(404);
  });
});
