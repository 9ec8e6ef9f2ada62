import { createApiClient, requestMode, searchArticles } from '../../../runtime/core';
import type { ApiRequest, ApiResponse, CatalogApi, Logger, ServerContentOptions, SsrRequest } from '../../../runtime/core';
import type { ProductDetails } from '../../../schemas';

/** Test content: documents by `{docType}/{siteId}/{key}`, answered the way the content service does. */
type Docs = Record<string, Record<string, unknown>>;

const hero = (id: string, title: string) => ({
  id,
  type: 'hero',
  title,
  richText: `<p>${title} text<script>alert(1)</script></p>`,
  targets: [{ url: '/en-us/c/boots-1234', text: 'Shop' }],
});
const page = (title: string, sections: unknown[], description = `${title} description`) => ({ seo: { title, description }, sections });

export const fixtureDocs: Docs = {
  'page/ridgeline-en-us/home': page('Ridgeline — Trail footwear', [
    { name: 'hero', items: [hero('home-hero', 'Trail season is here')] },
    { name: 'more lazy load', items: [hero('late', 'Later')] },
  ]),
  'page/ridgeline-fr-ca/home': page('Ridgeline — Chaussures de sentier', [{ name: 'hero', items: [hero('home-hero-fr', 'La saison des sentiers')] }]),
  'page/ridgeline-en-us/about': page('About us', [{ name: 'main', items: [hero('about-hero', 'Our story starts here')] }]),
  'page/ridgeline-en-us/team': page('Team', [{ name: 'main', items: [hero('team-hero', 'Meet the team')] }]),
  'category/ridgeline-en-us/1234': page('Boots', [{ name: 'main', items: [hero('boots-hero', 'Boots for every trail')] }]),
  'product/ridgeline-en-us/RL100234': page('Trail Runner', [{ name: 'main', items: [hero('product-hero', 'The Trail Runner')] }]),
  'augmentedpage/ridgeline-en-us/error-4xx': page(
    'Page not found',
    [{ name: 'main', items: [hero('oops', 'We lost the trail')] }],
    'This page is not available.',
  ),
  'augmentedpage/ridgeline-fr-ca/error-4xx': page(
    'Page introuvable',
    [{ name: 'main', items: [hero('oops-fr', 'Sentier perdu')] }],
    "Cette page n'est pas disponible.",
  ),
  'category/ridgeline-en-us/1000': page('Men', [{ name: 'main', items: [hero('men-hero', 'Gear for him')] }]),
  'category/ridgeline-fr-ca/1000': page('Hommes', [{ name: 'main', items: [hero('men-hero-fr', 'Pour lui')] }]),
  'augmentedpage/ridgeline-en-us/cart': page('Your cart', [{ name: 'main', items: [hero('cart-empty', 'Your cart is empty')] }]),
  'menu/ridgeline-en-us/menu': { id: 'menu', type: 'megaMenu', items: [{ id: 'men', title: 'Men', target: { url: '/en-us/c/men-1000' } }] },
  'menu/ridgeline-fr-ca/menu': { id: 'menu-fr', type: 'megaMenu', items: [{ id: 'men', title: 'Hommes', target: { url: '/fr-ca/c/hommes-1000' } }] },
  'footer/ridgeline-en-us/footer': {
    id: 'footer',
    type: 'footer',
    columns: [{ title: 'Help', links: [{ url: '/en-us/help/contact-us', text: 'Contact us' }] }],
    legal: '© Ridgeline',
  },
};

const espots = [
  {
    routePattern: '*',
    sections: [{ name: 'header inherited', items: [{ id: 'promo', type: 'promoBar', messages: [{ richText: '<p>Free shipping over $50</p>' }] }] }],
  },
];
const children: Record<string, string[]> = { about: ['team'] };
/** Each child page's parent, as the content service names it (`parentKey`). */
const parentOf = new Map(Object.entries(children).flatMap(([parent, keys]) => keys.map((key) => [key, parent] as const)));

const envelope = (message: string) => ({ errorDetails: [{ errorId: 'API404', message }], appId: 'content', correlationId: 'test' });

/** A transport over `fixtureDocs` that records each request. */
export function contentTransport(docs: Docs = fixtureDocs) {
  const requests: ApiRequest[] = [];
  const transport = (request: ApiRequest): Promise<ApiResponse> => {
    requests.push(request);
    const [, mode, , , , docType = '', siteId = '', key] = request.path.split('/');
    if (docType === 'children') {
      const keys = children[key ?? ''];
      const body = keys ? { parent: key, children: keys.map((k) => ({ id: k, key: k, name: k })) } : envelope('no parent');
      return Promise.resolve({ status: keys ? 200 : 404, headers: {}, body });
    }
    const lookup = `${docType}/${siteId}/${key ?? docType}`;
    const data = docs[lookup];
    if (!data) return Promise.resolve({ status: 404, headers: {}, body: envelope(`no ${lookup}`) });
    const pageLike = ['page', 'augmentedpage', 'category', 'product'].includes(docType);
    const parentKey = docType === 'page' ? parentOf.get(key ?? '') : undefined;
    const body = {
      id: lookup,
      siteId,
      docType,
      key: key ?? docType,
      ...(parentKey ? { parentKey } : {}),
      name: lookup,
      version: 1,
      status: mode === 'preview' ? 'draft' : 'published',
      publishAt: null,
      data,
      ...(pageLike ? { espots } : {}),
    };
    return Promise.resolve({ status: 200, headers: {}, body });
  };
  return { requests, transport };
}

/** One product the fixture catalogue sells on every site: RL100234, the Trail Runner, in two colours. */
const trailRunner = (locale: string): ProductDetails => ({
  productId: 'RL100234',
  name: 'Trail Runner',
  description: 'A nimble trail shoe.',
  url: `/${locale}/p/trail-runner-RL100234`,
  brand: 'Ridgeline',
  kind: 'trailRunner',
  audience: 'men',
  categoryIds: [1234],
  sizeSystem: 'US',
  isNew: false,
  price: {
    currency: 'USD',
    lowCurrent: 9900,
    highCurrent: 12900,
    lowOriginal: 12900,
    highOriginal: 12900,
    historicBestPrice: 11900,
    percentagePriceDiscount: 23.3,
  },
  colours: [
    {
      code: '230',
      name: 'Burnt Orange',
      swatch: '#c2571a',
      price: { currency: 'USD', current: 12900, original: 12900 },
      images: [{ url: '/images/rl-runner-switchback.svg?w=1200&h=1200', alt: 'Trail Runner, Burnt Orange', width: 1200, height: 1200, view: 'main' }],
      sizes: [
        { sku: '084110000006', code: 'M9', label: 'US 9' },
        { sku: '084110000013', code: 'M10', label: 'US 10' },
      ],
    },
    {
      code: '260',
      name: 'Glacier Blue',
      swatch: '#4f7a99',
      price: { currency: 'USD', current: 9900, original: 12900 },
      images: [{ url: '/images/rl-runner-switchback.svg?w=1200&h=1200', alt: 'Trail Runner, Glacier Blue', width: 1200, height: 1200, view: 'main' }],
      sizes: [
        { sku: '084110000020', code: 'M9', label: 'US 9' },
        { sku: '084110000037', code: 'M10', label: 'US 10' },
      ],
    },
  ],
  alternates: { 'en-us': '/en-us/p/trail-runner-RL100234', 'fr-ca': '/fr-ca/p/chaussure-de-trail-RL100234' },
});

/** The catalogue of the fixture: one product, stock for three sizes (one sold out, one down to its last two). */
export const fixtureCatalog: CatalogApi = {
  search: (query) => Promise.resolve({ total: 0, start: query.start, count: 0, sort: query.sort, products: [] }),
  details: (productId, locale) => Promise.resolve(productId === 'RL100234' ? trailRunner(locale) : null),
  inventory: (productId) =>
    Promise.resolve(
      productId === 'RL100234'
        ? {
            productId,
            variants: {
              '084110000006': { quantity: 12, inStock: true, lowStock: false, maxQty: 12 },
              '084110000013': { quantity: 0, inStock: false, lowStock: false, maxQty: 0 },
              '084110000020': { quantity: 2, inStock: true, lowStock: true, maxQty: 2 },
              '084110000037': { quantity: 40, inStock: true, lowStock: false, maxQty: 40 },
            },
          }
        : null,
    ),
};

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An SSR request for `url` over the fixture content. */
export function ssrRequest(url: string, docs?: Docs, headers: Record<string, string> = {}) {
  const { requests, transport } = contentTransport(docs);
  const at = url.indexOf('?');
  const request: SsrRequest = {
    url,
    // As the server decides it where a request enters.
    mode: requestMode(at < 0 ? url : url.slice(0, at), at < 0 ? '' : url.slice(at + 1)),
    headers: { host: 'shop.test', ...headers },
    origin: 'http://shop.test',
    // The server's content service as the API client over the fixture transport, so each call is recorded.
    content: (options: ServerContentOptions) => {
      const api = createApiClient(transport, { locale: 'en-us', ...options });
      return { content: api.content, searchArticles: (mode, siteId, query) => searchArticles(api, mode, siteId, query) };
    },
    catalog: fixtureCatalog,
    assets: { scripts: ['/assets/storefront-abc.js'], styles: ['/assets/storefront-abc.css'] },
    log: silent,
  };
  return { request, requests };
}

export async function readBody(body: ReadableStream<Uint8Array> | undefined): Promise<string> {
  return body ? new Response(body).text() : '';
}
