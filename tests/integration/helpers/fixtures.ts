import type { SeedDocument } from '../../../server/demo/index';

export const SITE = 'ridgeline-en-us';
export const OTHER_SITE = 'kestrel-en-gb';

const page = (title: string, extra: Record<string, unknown> = {}) => ({
  sections: [{ name: 'main', items: [{ id: `hero-${title}`, type: 'hero', title, subtitle: null }] }],
  seo: { title, description: null },
  ...extra,
});

/** A small site: one document per content call, a parent page with children, two espots, a global fragment. */
export function fixtureDocuments(): SeedDocument[] {
  return [
    { siteId: SITE, docType: 'page', key: 'about', name: 'About us', data: page('About Ridgeline') },
    { siteId: SITE, docType: 'page', key: 'about-team', parentKey: 'about', name: 'Our team', data: page('The team') },
    { siteId: SITE, docType: 'page', key: 'about-history', parentKey: 'about', name: 'Our history', data: page('History') },
    { siteId: SITE, docType: 'page', key: 'blog', name: 'Blog', data: page('Blog') },
    { siteId: SITE, docType: 'augmentedpage', key: 'cart', name: 'Cart', data: page('Your cart') },
    { siteId: SITE, docType: 'category', key: '1234', name: 'Running shoes', data: page('Running shoes') },
    { siteId: SITE, docType: 'product', key: 'AB123456', name: 'Trail runner', data: page('Trail runner') },
    { siteId: SITE, docType: 'search', key: 'results', name: 'Search results', data: page('Search') },
    { siteId: SITE, docType: 'menu', key: 'menu', name: 'Main menu', data: { items: [{ id: 'm1', title: 'Men', target: null }] } },
    { siteId: SITE, docType: 'footer', key: 'footer', name: 'Footer', data: { columns: [{ title: 'Help', links: [] }] } },
    { siteId: SITE, docType: 'popups', key: 'popups', name: 'Pop-ups', data: { popups: [{ name: 'newsletter', delay: 2000 }] } },
    {
      siteId: SITE,
      docType: 'espot',
      key: 'everywhere',
      name: 'Header espot',
      data: { routePattern: '*', sections: [{ name: 'header inherited', items: [{ id: 'promo', type: 'promoBar', closable: null }] }] },
    },
    { siteId: SITE, docType: 'espot', key: 'categories', name: 'Category espot', data: { routePattern: '/c/*', sections: [] } },
    { siteId: OTHER_SITE, docType: 'espot', key: 'everywhere', name: 'Kestrel espot', data: { routePattern: '/', sections: [] } },
    { siteId: OTHER_SITE, docType: 'menu', key: 'menu', name: 'Kestrel menu', data: { items: [] } },
    { siteId: 'global', docType: 'fragment', key: 'size-guide', name: 'Size guide', data: { text: 'Measure your foot.' } },
  ];
}
