import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageState } from '../../../storefront/app/load-page-state';
import { loadPage } from '../../../storefront/data/page-loader';
import { pageMeta } from '../../../storefront/meta';

const pageBody = { site: { siteId: 'ridgeline-en-us', locale: 'en-us' }, status: 200, page: { sections: [] }, seo: { title: 'x' }, blockTypes: [] };

function stubFetch(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loading the next page in the browser', () => {
  it('fetches the page data of path and query from /fapi/pages', async () => {
    const calls = stubFetch(200, pageBody);
    const state = await loadPageState('/en-us/c/boots-1234?preview=true');
    // The page and its query, encoded, and no query of the call's own (the server would read it as the page's).
    expect(calls[0]).toBe('/fapi/pages/%2Fen-us%2Fc%2Fboots-1234%3Fpreview%3Dtrue');
    expect(state).toMatchObject({ path: '/en-us/c/boots-1234?preview=true', data: { seo: { title: 'x' } } });
  });

  it('keeps the 404 status of an error page', async () => {
    stubFetch(404, { ...pageBody, status: 404 });
    expect(await loadPageState('/en-us/p/shoe-123')).toMatchObject({ data: { status: 404 } });
  });

  it('turns an answer without page data into an error state with its status', async () => {
    stubFetch(404, { errorDetails: [{ errorId: 'API404', message: 'none' }], appId: 'storefront', correlationId: 'c' });
    expect(await loadPageState('/en-us/nothing')).toEqual({ path: '/en-us/nothing', error: { status: 404 } });
    stubFetch(500, { errorDetails: [{ errorId: 'API500', message: 'down' }], appId: 'storefront', correlationId: 'c' });
    expect(await loadPageState('/en-us/about')).toEqual({ path: '/en-us/about', error: { status: 500 } });
  });

  it('passes a redirect on', async () => {
    stubFetch(200, { redirect: '/en-us' });
    expect(await loadPageState('/')).toEqual({ redirect: '/en-us' });
  });

  it('answers nothing when the server cannot be reached, so the browser loads the page itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadPageState('/en-us/about')).toBeUndefined();
  });
});

describe('loadPage', () => {
  it('runs only on the server, with its load context', async () => {
    const route = { meta: pageMeta, query: () => Promise.reject(new Error('never')), view: 'content' } as const;
    await expect(loadPage({ request: new Request('http://shop.test/en-us'), params: {}, context: undefined } as never, route)).rejects.toThrow(
      /server/,
    );
  });
});
