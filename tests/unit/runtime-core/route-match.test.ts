import { describe, expect, it } from 'vitest';
import { matchRoute, pathBelowLocale } from '../../../runtime/core';

describe('matchRoute', () => {
  it('matches the root, home and the preview prefix', () => {
    expect(matchRoute('/')).toEqual({ kind: 'root', preview: false });
    expect(matchRoute('/en-us')).toEqual({ kind: 'home', locale: 'en-us', preview: false });
    expect(matchRoute('/en-us/')).toEqual({ kind: 'home', locale: 'en-us', preview: false });
    expect(matchRoute('/pre/de-de')).toEqual({ kind: 'home', locale: 'de-de', preview: true });
  });

  it('matches category ids of 4 to 10 digits and the -c suffix', () => {
    expect(matchRoute('/en-gb/c/running-shoes-1234')).toMatchObject({ kind: 'category', slug: 'running-shoes', categoryId: '1234' });
    expect(matchRoute('/en-gb/c/running-shoes-1234567890')).toMatchObject({ kind: 'category', categoryId: '1234567890' });
    expect(matchRoute('/en-gb/c/running-shoes-c98765')).toMatchObject({ kind: 'category', slug: 'running-shoes', categoryId: '98765' });
    expect(matchRoute('/en-gb/c/running-shoes-123')).toEqual({ kind: 'invalid', locale: 'en-gb', reason: 'category-id', preview: false });
    expect(matchRoute('/en-gb/c/running-shoes-12345678901')).toMatchObject({ kind: 'invalid', reason: 'category-id' });
    expect(matchRoute('/en-gb/c/running-shoes')).toMatchObject({ kind: 'invalid', reason: 'category-id' });
  });

  it('matches product ids of 8 to 11 uppercase alphanumerics and the -p suffix', () => {
    expect(matchRoute('/en-us/p/trail-runner-RL100234')).toMatchObject({ kind: 'product', slug: 'trail-runner', productId: 'RL100234' });
    expect(matchRoute('/en-us/p/trail-runner-pKS1234567A')).toMatchObject({ kind: 'product', productId: 'KS1234567A' });
    expect(matchRoute('/en-us/p/shoe-123')).toMatchObject({ kind: 'invalid', reason: 'product-id', locale: 'en-us' });
    expect(matchRoute('/en-us/p/shoe-rl100234')).toMatchObject({ kind: 'invalid', reason: 'product-id' });
    expect(matchRoute('/en-us/p/shoe-AB1234567890')).toMatchObject({ kind: 'invalid', reason: 'product-id' });
  });

  it('matches named areas, checkout steps and account pages', () => {
    expect(matchRoute('/fr-ca/cart')).toMatchObject({ kind: 'area', area: 'cart' });
    expect(matchRoute('/fr-ca/checkout/billing')).toMatchObject({ kind: 'area', area: 'checkout', sub: 'billing' });
    expect(matchRoute('/fr-ca/checkout/payment')).toMatchObject({ kind: 'invalid', reason: 'path' });
    expect(matchRoute('/fr-ca/account/profile')).toMatchObject({ kind: 'area', area: 'account', sub: 'profile' });
    expect(matchRoute('/fr-ca/help/contact-us')).toMatchObject({ kind: 'area', area: 'contact-us' });
    for (const area of ['order-confirmation', 'favorites', 'search', 'grid', 'store-locator', 'gift-card', 'sign-up', 'sign-in', 'showcase']) {
      expect(matchRoute(`/en-ca/${area}`)).toMatchObject({ kind: 'area', area });
    }
  });

  it('matches content pages and child pages', () => {
    expect(matchRoute('/en-us/about')).toEqual({ kind: 'page', locale: 'en-us', slug: 'about', preview: false });
    expect(matchRoute('/en-us/about/our-story')).toEqual({ kind: 'child-page', locale: 'en-us', parent: 'about', slug: 'our-story', preview: false });
    expect(matchRoute('/en-us/About')).toMatchObject({ kind: 'invalid', reason: 'path' });
    expect(matchRoute('/en-us/help/returns/how-to-return')).toEqual({ kind: 'child-page', locale: 'en-us', grandparent: 'help', parent: 'returns', slug: 'how-to-return', preview: false });
    expect(matchRoute('/pre/fr-ca/help/returns/how-to-return')).toMatchObject({ kind: 'child-page', grandparent: 'help', preview: true });
    expect(matchRoute('/en-us/a/b/c/d')).toMatchObject({ kind: 'invalid', reason: 'path' });
    expect(matchRoute('/en-us/help/Returns/x')).toMatchObject({ kind: 'invalid', reason: 'path' });
    expect(matchRoute('/en-us/account/orders/123')).toMatchObject({ kind: 'invalid', reason: 'path' });
    expect(matchRoute('/en-us/c/boots-1234/x')).toMatchObject({ kind: 'invalid', reason: 'path' });
  });

  it('rejects a first segment that is not a locale', () => {
    expect(matchRoute('/english/about')).toEqual({ kind: 'invalid', reason: 'locale', preview: false });
    expect(matchRoute('/EN-US')).toMatchObject({ kind: 'invalid', reason: 'locale' });
  });
});

describe('pathBelowLocale', () => {
  it('drops the locale and the preview prefix', () => {
    expect(pathBelowLocale('/en-us')).toBe('/');
    expect(pathBelowLocale('/pre/en-us/c/boots-1234')).toBe('/c/boots-1234');
  });
});
