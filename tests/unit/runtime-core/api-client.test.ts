import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, PREVIEW_DATE_HEADER_NAME } from '../../../runtime/core';
import type { ApiRequest, ApiResponse } from '../../../runtime/core';
import { PREVIEW_DATE_HEADER } from '../../../schemas';

const doc = {
  id: 'd1',
  siteId: 'kestrel-en-gb',
  docType: 'menu',
  key: 'menu',
  name: 'Menu',
  version: 1,
  status: 'published',
  publishAt: null,
  data: {},
};

/** Records every request and answers with `answer`. */
function recorder(answer: (request: ApiRequest) => ApiResponse = () => ({ status: 200, headers: {}, body: doc })) {
  const requests: ApiRequest[] = [];
  const transport = (request: ApiRequest) => {
    requests.push(request);
    return Promise.resolve(answer(request));
  };
  return { requests, transport };
}

describe('createApiClient', () => {
  it('uses the spec paths of every content call', async () => {
    const { requests, transport } = recorder();
    const { content } = createApiClient(transport, { locale: 'en-gb' });
    await content.page('publish', 'kestrel-en-gb', 'about');
    await content.augmentedPage('preview', 'kestrel-en-gb', 'error-4xx');
    await content.category('publish', 'kestrel-en-gb', '1234');
    await content.product('publish', 'kestrel-en-gb', 'KS100234');
    await content.search('publish', 'kestrel-en-gb', 'products', 'boots');
    await content.footer('publish', 'kestrel-en-gb');
    await content.menu('publish', 'kestrel-en-gb');
    await content.fragment('publish', 'size-guide');
    await content.children('publish', 'kestrel-en-gb', 'about');
    await content.popups('publish', 'kestrel-en-gb');
    await content.showcase('preview', 'kestrel-en-gb', 'page', { limit: 10 });
    expect(requests.map((r) => r.path)).toEqual([
      '/publish/caas/v1/canvas/page/kestrel-en-gb/about',
      '/preview/caas/v1/canvas/augmentedpage/kestrel-en-gb/error-4xx',
      '/publish/caas/v1/canvas/category/kestrel-en-gb/1234',
      '/publish/caas/v1/canvas/product/kestrel-en-gb/KS100234',
      '/publish/caas/v1/canvas/search/kestrel-en-gb/products',
      '/publish/caas/v1/canvas/footer/kestrel-en-gb',
      '/publish/caas/v1/canvas/menu/kestrel-en-gb',
      '/publish/caas/v1/canvas/fragment/size-guide',
      '/publish/caas/v1/canvas/children/kestrel-en-gb/about',
      '/publish/caas/v1/canvas/popups/kestrel-en-gb',
      '/preview/caas/v1/canvas/showcase/kestrel-en-gb/page',
    ]);
    expect(requests[4]?.query).toMatchObject({ q: 'boots' });
    expect(requests[10]?.query).toMatchObject({ limit: '10' });
    expect(requests.every((r) => r.method === 'GET' && r.query?.removeNulls === 'true' && r.query.locale === 'en-gb')).toBe(true);
  });

  it('sends the shared headers: one correlation id, a transaction id per call, JSON accept', async () => {
    const { requests, transport } = recorder();
    const api = createApiClient(transport, { locale: 'en-us', correlationId: 'corr-1' });
    await api.content.menu('publish', 'ridgeline-en-us');
    await api.content.footer('publish', 'ridgeline-en-us');
    const [first, second] = requests.map((r) => r.headers ?? {});
    expect(first).toMatchObject({ accept: 'application/json', 'x-correlation-id': 'corr-1' });
    expect(second?.['x-correlation-id']).toBe('corr-1');
    expect(first?.['x-transaction-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.['x-transaction-id']).not.toBe(second?.['x-transaction-id']);
    expect(first).not.toHaveProperty(PREVIEW_DATE_HEADER);
  });

  it('sends the preview date header when a preview date is set', async () => {
    expect(PREVIEW_DATE_HEADER_NAME).toBe(PREVIEW_DATE_HEADER);
    const { requests, transport } = recorder();
    const api = createApiClient(transport, { locale: 'en-us', previewDate: '2030-01-01T00:00:00.000Z' });
    await api.content.page('preview', 'ridgeline-en-us', 'home');
    expect(requests[0]?.headers?.[PREVIEW_DATE_HEADER]).toBe('2030-01-01T00:00:00.000Z');
  });

  it('throws ApiError with the envelope on a non-2xx answer', async () => {
    const envelope = { errorDetails: [{ errorId: 'API404', message: 'No page about' }], appId: 'content', correlationId: 'c-9' };
    const { transport } = recorder(() => ({ status: 404, headers: {}, body: envelope }));
    const error = await createApiClient(transport, { locale: 'en-us' })
      .content.page('publish', 'ridgeline-en-us', 'about')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorId: 'API404', correlationId: 'c-9', message: '404 API404: No page about' });
    expect((error as ApiError).envelope).toEqual(envelope);
  });

  it('answers page data for 404 pages and throws for other failures', async () => {
    let status = 404;
    const { requests, transport } = recorder(() => ({ status, headers: {}, body: status === 404 ? { page: {}, status: 404 } : 'boom' }));
    const api = createApiClient(transport, { locale: 'en-us' });
    await expect(api.pageData('/en-us/p/shoe-123?x=1')).resolves.toMatchObject({ status: 404 });
    expect(requests[0]?.path).toBe('/fapi/pages/%2Fen-us%2Fp%2Fshoe-123%3Fx%3D1');
    // Only the page's own query: the server reads the outer one as the page's too, and a redirect would show it.
    expect(requests[0]?.query).toEqual({});
    status = 500;
    await expect(api.pageData('/en-us')).rejects.toMatchObject({ status: 500, errorId: undefined });
  });
});
