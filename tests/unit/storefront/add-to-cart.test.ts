import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../../storefront/commerce/add-to-cart';
import { CART_CHANGED_EVENT } from '../../../storefront/commerce/cart-count';

const line = { productId: 'RL10062010', upc: '123456789012', qty: 1 };
const cart = { id: 'c0ffee0c0ffee0c0ffee0c0f', siteId: 'ridgeline-en-us', items: [{ ...line, itemId: 'i1' }] };

/** A fetch that answers by method and path, recording each call and its body. */
function stubFetch(answers: Record<string, () => { status: number; body: unknown }>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${path}`;
      calls.push({ call, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
      const answer = answers[call]?.() ?? { status: 404, body: null };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return calls;
}

/** The readable cookie the server keeps beside the access token: when it expires. */
const withSession = () => {
  document.cookie = `tessera_session=${Math.floor(Date.now() / 1000) + 600}; path=/`;
};

describe("the product page's add to cart", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'tessera_session=; max-age=0; path=/';
  });

  it('is one request when the browser has a session: the line and the site, no cart to open first', async () => {
    withSession();
    const calls = stubFetch({ 'POST /cart/v1/item': () => ({ status: 200, body: cart }) });
    const announced = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, announced);
    await expect(addToCart('en-us', line)).resolves.toMatchObject({ ok: true, cart: { id: cart.id }, added: { upc: line.upc } });
    window.removeEventListener(CART_CHANGED_EVENT, announced);
    expect(calls).toEqual([{ call: 'POST /cart/v1/item', body: { locale: 'en-us', ...line } }]);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('gets a session first when there is none, then makes the same one request', async () => {
    const calls = stubFetch({
      'POST /fapi/session': () => ({ status: 200, body: { tokenType: 'Guest', basketId: null } }),
      'POST /cart/v1/item': () => ({ status: 200, body: cart }),
    });
    await addToCart('en-us', line);
    expect(calls.map((c) => c.call)).toEqual(['POST /fapi/session', 'POST /cart/v1/item']);
  });

  it("answers the refusal's detail, after the one request", async () => {
    withSession();
    const calls = stubFetch({
      'POST /cart/v1/item': () => ({ status: 409, body: { errorDetails: [{ errorId: 'INV408', message: 'at most 2', maxAllowedQty: 2 }] } }),
    });
    await expect(addToCart('en-us', line)).resolves.toEqual({ ok: false, error: { errorId: 'INV408', message: 'at most 2', maxAllowedQty: 2 } });
    expect(calls.map((c) => c.call)).toEqual(['POST /cart/v1/item']);
  });
});
