import { describe, expect, it } from 'vitest';
import { classifyPage, extractCategoryId, extractProductId, parseQueryFlags } from '../../../runtime/core';

describe('classifyPage', () => {
  it.each([
    ['/en-us/p/trail-runner-RL100234', 'Product'],
    ['/en-gb/c/running-shoes-1234', 'Category'],
    ['/en-us/cart', 'Cart'],
    ['/en-us/account/profile', 'Account'],
    ['/en-us/search', 'Search'],
    ['/en-us/searchhub', 'Search hub'],
    ['/en-us', 'Home'],
    ['/pre/fr_fr', 'Home'],
    ['/en-us/order-confirmation', 'Order confirmation'],
    ['/en-us/checkout/shipping', 'Checkout'],
    ['/en-us/about', 'Other'],
    ['/en-us/cartography', 'Other'],
  ])('%s is %s', (path, type) => {
    expect(classifyPage(path)).toBe(type);
  });

  it('classes a page whose meta description says it is not available as Error', () => {
    expect(classifyPage('/en-us/about', 'Sorry, this page is not available.')).toBe('Error');
    expect(classifyPage('/de-de/x', 'Diese Seite ist nicht verfügbar.')).toBe('Error');
    expect(classifyPage('/en-us/about', 'About us')).toBe('Other');
  });
});

describe('id extraction', () => {
  it('finds a product id at the end of the path', () => {
    expect(extractProductId('/en-us/p/trail-runner-RL100234')).toBe('RL100234');
    expect(extractProductId('/en-us/p/trail-runner-RL100234/?color=red')).toBe('RL100234');
    expect(extractProductId('/en-us/p/trail-runner-R1100234')).toBeNull();
    expect(extractProductId('/en-us/p/trail-runner-RL10023')).toBeNull();
  });

  it('finds a category id of four to seven digits', () => {
    expect(extractCategoryId('/en-gb/c/running-shoes-1234')).toBe('1234');
    expect(extractCategoryId('/en-gb/c/running-shoes-c1234567')).toBe('1234567');
    expect(extractCategoryId('/en-gb/c/running-shoes-12345678')).toBeNull();
    expect(extractCategoryId('/en-gb/c/running-shoes-123')).toBeNull();
  });
});

describe('parseQueryFlags', () => {
  it('reads every flag of the spec', () => {
    const flags = parseQueryFlags(
      '?preview=true&previewDateTime=2030-05-01T10:00:00Z&siteId=kestrel-en-gb&localePath=/en-gb&recipe=r1&leadSource=ig&p13n_testcontext=loyalty-loggedin',
    );
    expect(flags).toEqual({
      preview: true,
      previewDateTime: '2030-05-01T10:00:00.000Z',
      siteId: 'kestrel-en-gb',
      localePath: '/en-gb',
      recipe: 'r1',
      leadSource: 'ig',
      p13n_testcontext: 'loyalty-loggedin',
    });
  });

  it('leaves out malformed values', () => {
    expect(parseQueryFlags('?preview=false')).toEqual({ preview: false });
    expect(parseQueryFlags('?preview=yes&previewDateTime=tomorrow')).toEqual({});
  });
});
