import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoader } from '../../../storefront/data/page-loader';
import { isPageLoaderData } from '../../../storefront/data/page-data';

const pageBody = { site: { siteId: 'ridgeline-en-us', locale: 'en-us' }, status: 200, page: { sections: [] }, seo: { title: 'x' }, blockTypes: [] };

function stubFetch(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  return calls;
}

const load = (url: string) => {
  const loader = pageLoader(() => Promise.reject(new Error('the browser never runs the query')));
  return loader({ request: new Request(url), params: {}, context: undefined } as never) as Promise<unknown>;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pageLoader in the browser', () => {
  it('fetches the page data of path and query from /fapi/pages', async () => {
    const calls = stubFetch(200, pageBody);
    const result = (await load('http://shop.test/en-us/c/boots-1234?preview=true')) as { data: unknown; init: { status: number } };
    expect(calls[0]).toMatch(/^\/fapi\/pages\/%2Fen-us%2Fc%2Fboots-1234%3Fpreview%3Dtrue\?/);
    expect(isPageLoaderData(result.data)).toBe(true);
    expect(result.init.status).toBe(200);
  });

  it('keeps the 404 status of an error page', async () => {
    stubFetch(404, { ...pageBody, status: 404 });
    const result = (await load('http://shop.test/en-us/p/shoe-123')) as { init: { status: number } };
    expect(result.init.status).toBe(404);
  });

  it('turns a 404 without page data into a not-found route error', async () => {
    stubFetch(404, { errorDetails: [{ errorId: 'API404', message: 'none' }], appId: 'storefront', correlationId: 'c' });
    const error = await load('http://shop.test/en-us/nothing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
  });

  it('follows a redirect answered as page data', async () => {
    stubFetch(200, { redirect: '/en-us' });
    const response = (await load('http://shop.test/')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en-us');
  });
});
