import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerce } from '../../../storefront/commerce/http';

/** A fetch that answers by path, recording each call. */
function stubFetch(answers: Record<string, () => { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const answer = answers[path]?.() ?? { status: 404, body: null };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return calls;
}

describe('commerce.call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'tessera_session=; max-age=0';
  });

  it('gets a session first when the browser has none, then sends the call', async () => {
    const calls = stubFetch({
      '/fapi/session': () => ({ status: 200, body: { tokenType: 'Guest', basketId: null } }),
      '/cart/v1/cart/abc': () => ({ status: 200, body: { id: 'abc' } }),
    });
    await expect(commerce.call('GET /cart/v1/cart/:basketId', { params: { basketId: 'abc' } })).resolves.toEqual({ id: 'abc' });
    expect(calls).toEqual(['POST /fapi/session', 'GET /cart/v1/cart/abc']);
  });

  it("ignores a guest token's 403 from the session call (spec 000 §8): the call answers for itself", async () => {
    const calls = stubFetch({
      '/fapi/session': () => ({ status: 403, body: { errorDetails: [{ errorId: 'API403', message: 'Forbidden' }] } }),
      '/cart/v1/cart/abc': () => ({ status: 200, body: { id: 'abc' } }),
    });
    await expect(commerce.call('GET /cart/v1/cart/:basketId', { params: { basketId: 'abc' } })).resolves.toEqual({ id: 'abc' });
    expect(calls).toEqual(['POST /fapi/session', 'GET /cart/v1/cart/abc']);
  });

  it('throws any other failure of the session call', async () => {
    stubFetch({ '/fapi/session': () => ({ status: 429, body: { errorDetails: [{ errorId: 'API429', message: 'Too many' }] } }) });
    await expect(commerce.call('GET /cart/v1/cart/:basketId', { params: { basketId: 'abc' } })).rejects.toMatchObject({ status: 429 });
  });
});
