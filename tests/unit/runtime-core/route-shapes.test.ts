import { describe, expect, it } from 'vitest';
import { categorySegment, isNamedArea, isPageSlug, pathBelowLocale, productSegment, requestMode } from '../../../runtime/core';

describe('route shapes', () => {
  it('reads category ids of 4 to 10 digits and the -c suffix', () => {
    expect(categorySegment('running-shoes-1234')).toEqual({ slug: 'running-shoes', id: '1234' });
    expect(categorySegment('running-shoes-1234567890')).toMatchObject({ id: '1234567890' });
    expect(categorySegment('running-shoes-c98765')).toEqual({ slug: 'running-shoes', id: '98765' });
    expect(categorySegment('running-shoes-123')).toBeNull();
    expect(categorySegment('running-shoes-12345678901')).toBeNull();
    expect(categorySegment('running-shoes')).toBeNull();
    expect(categorySegment(undefined)).toBeNull();
  });

  it('reads product ids of 8 to 11 uppercase alphanumerics and the -p suffix', () => {
    expect(productSegment('trail-runner-RL100234')).toEqual({ slug: 'trail-runner', id: 'RL100234' });
    expect(productSegment('trail-runner-pKS1234567A')).toMatchObject({ id: 'KS1234567A' });
    expect(productSegment('shoe-123')).toBeNull();
    expect(productSegment('shoe-rl100234')).toBeNull();
    expect(productSegment('shoe-AB1234567890')).toBeNull();
  });

  it('tells page slugs and named areas', () => {
    expect(isPageSlug('our-story')).toBe(true);
    expect(isPageSlug('About')).toBe(false);
    expect(isPageSlug(undefined)).toBe(false);
    for (const area of [
      'cart',
      'checkout',
      'order-confirmation',
      'account',
      'favorites',
      'search',
      'grid',
      'store-locator',
      'gift-card',
      'contact-us',
      'sign-up',
      'sign-in',
      'showcase',
      'forgot-password',
      'reset-password',
    ]) {
      expect(isNamedArea(area), area).toBe(true);
    }
    expect(isNamedArea('help')).toBe(false);
  });
});

describe('pathBelowLocale', () => {
  it('drops the locale and the preview prefix', () => {
    expect(pathBelowLocale('/en-us')).toBe('/');
    expect(pathBelowLocale('/pre/en-us/c/boots-1234')).toBe('/c/boots-1234');
  });
});

describe('requestMode', () => {
  it('selects preview for /pre or preview=true, an explicit preview=false winning, with the date in preview only', () => {
    expect(requestMode('/en-us', '')).toEqual({ mode: 'publish' });
    expect(requestMode('/pre/en-us', '')).toEqual({ mode: 'preview' });
    expect(requestMode('/en-us', '?preview=true&previewDateTime=2031-02-03T04:05:06Z')).toEqual({
      mode: 'preview',
      previewDate: '2031-02-03T04:05:06.000Z',
    });
    expect(requestMode('/pre/en-us', '?preview=false&previewDateTime=2031-02-03T04:05:06Z')).toEqual({ mode: 'publish' });
    expect(requestMode('/en-us', '?previewDateTime=2031-02-03T04:05:06Z')).toEqual({ mode: 'publish' });
    expect(requestMode('/prefix/en-us', '')).toEqual({ mode: 'publish' });
  });
});
