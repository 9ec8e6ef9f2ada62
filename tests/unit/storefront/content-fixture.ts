import { createApiClient, searchArticles } from '../../../runtime/core';
import type { ApiRequest, ApiResponse, Logger, ServerContentOptions, SsrRequest } from '../../../runtime/core';

/** Test content: documents by `{docType}/{siteId}/{key}`, answered the way the content service does. */
type Docs = Record<string, Record<string, unknown>>;

const hero = (id: string, title: string) => ({ id, type: 'hero', title, richText: `<p>${title} text<script>alert(1)</script></p>`, targets: [{ url: '/en-us/c/boots-1234', text: 'Shop' }] });
const page = (title: string, sections: unknown[], description = `${title} description`) => ({ seo: { title, description }, sections });

export const fixtureDocs: Docs = {
  'page/ridgeline-en-us/home': page('Ridgeline — Trail footwear', [{ name: 'hero', items: [hero('home-hero', 'Trail season is here')] }, { name: 'more lazy load', items: [hero('late', 'Later')] }]),
  'page/ridgeline-fr-ca/home': page('Ridgeline — Chaussures de sentier', [{ name: 'hero', items: [hero('home-hero-fr', 'La saison des sentiers')] }]),
  'page/ridgeline-en-us/about': page('About us', [{ name: 'main', items: [hero('about-hero', 'Our story starts here')] }]),
  'page/ridgeline-en-us/team': page('Team', [{ name: 'main', items: [hero('team-hero', 'Meet the team')] }]),
  'category/ridgeline-en-us/1234': page('Boots', [{ name: 'main', items: [hero('boots-hero', 'Boots for every trail')] }]),
  'product/ridgeline-en-us/RL100234': page('Trail Runner', [{ name: 'main', items: [hero('product-hero', 'The Trail Runner')] }]),
  'augmentedpage/ridgeline-en-us/error-4xx': page('Page not found', [{ name: 'main', items: [hero('oops', 'We lost the trail')] }], 'This page is not available.'),
  'augmentedpage/ridgeline-fr-ca/error-4xx': page('Page introuvable', [{ name: 'main', items: [hero('oops-fr', 'Sentier perdu')] }], "Cette page n'est pas disponible."),
  'category/ridgeline-en-us/1000': page('Men', [{ name: 'main', items: [hero('men-hero', 'Gear for him')] }]),
  'category/ridgeline-fr-ca/1000': page('Hommes', [{ name: 'main', items: [hero('men-hero-fr', 'Pour lui')] }]),
  'augmentedpage/ridgeline-en-us/cart': page('Your cart', [{ name: 'main', items: [hero('cart-empty', 'Your cart is empty')] }]),
  'menu/ridgeline-en-us/menu': { id: 'menu', type: 'megaMenu', items: [{ id: 'men', title: 'Men', target: { url: '/en-us/c/men-1000' } }] },
  'menu/ridgeline-fr-ca/menu': { id: 'menu-fr', type: 'megaMenu', items: [{ id: 'men', title: 'Hommes', target: { url: '/fr-ca/c/hommes-1000' } }] },
  'footer/ridgeline-en-us/footer': { id: 'footer', type: 'footer', columns: [{ title: 'Help', links: [{ url: '/en-us/help/contact-us', text: 'Contact us' }] }], legal: '© Ridgeline' },
};

const espots = [{ routePattern: '*', sections: [{ name: 'header inherited', items: [{ id: 'promo', type: 'promoBar', messages: [{ richText: '<p>Free shipping over $50</p>' }] }] }] }];
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
    const body = { id: lookup, siteId, docType, key: key ?? docType, ...(parentKey ? { parentKey } : {}), name: lookup, version: 1, status: mode === 'preview' ? 'draft' : 'published', publishAt: null, data, ...(pageLike ? { espots } : {}) };
    return Promise.resolve({ status: 200, headers: {}, body });
  };
  return { requests, transport };
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An SSR request for `url` over the fixture content. */
export function ssrRequest(url: string, docs?: Docs, headers: Record<string, string> = {}) {
  const { requests, transport } = contentTransport(docs);
  const request: SsrRequest = {
    url,
    headers: { host: 'shop.test', ...headers },
    origin: 'http://shop.test',
    // The server's content service as the API client over the fixture transport, so each call is recorded.
    content: (options: ServerContentOptions) => {
      const api = createApiClient(transport, { locale: 'en-us', ...options });
      return { content: api.content, searchArticles: (mode, siteId, query) => searchArticles(api, mode, siteId, query) };
    },
    assets: { scripts: ['/assets/storefront-abc.js'], styles: ['/assets/storefront-abc.css'] },
    log: silent,
  };
  return { request, requests };
}

export async function readBody(body: ReadableStream<Uint8Array> | undefined): Promise<string> {
  return body ? new Response(body).text() : '';
}
