import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, useSignOut } from '../../../../storefront/account';
import { shopperKind } from '../../../../storefront/commerce';

function stubSignOut() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      paths.push(url.split('?')[0] ?? url);
      return Promise.resolve(new Response(JSON.stringify({ tokenType: 'Guest', basketId: null, merged: false }), { status: 200 }));
    }),
  );
  return paths;
}

function setUp(path: string) {
  const client = new QueryClient();
  client.setQueryData(['cart', 'en-us'], { id: 'b-account' });
  client.setQueryData(['profile', 'en-us'], { consumerProfile: {} });
  client.setQueryData(['checkout-notice', 'en-us'], null);
  client.setQueryData(['search', 'boots'], ['kept']);
  client.setQueryData(sessionQueryKey, { tokenType: 'Registered', basketId: 'b-account' });
  const navigate = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSignOut(path, navigate), { wrapper });
  return { client, navigate, result };
}

describe('useSignOut (spec 000 §2, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'tessera_session=; max-age=0; path=/';
    document.cookie = 'tessera_shopper=; max-age=0; path=/';
  });

  it("drops the shopper's queries, keeps a guest's session, and sends them home from their account", async () => {
    document.cookie = `tessera_session=${Math.floor(Date.now() / 1000) + 3600}; path=/`;
    document.cookie = 'tessera_shopper=Registered; path=/';
    const paths = stubSignOut();
    const { client, navigate, result } = setUp('/en-us/account');
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(paths).toEqual(['/fapi/session/signout']);
    expect(client.getQueryData(['cart', 'en-us'])).toBeUndefined();
    expect(client.getQueryData(['profile', 'en-us'])).toBeUndefined();
    expect(client.getQueryData(['search', 'boots'])).toEqual(['kept']);
    expect(client.getQueryData(sessionQueryKey)).toEqual({ tokenType: 'Guest', basketId: null });
    expect(shopperKind(document.cookie)).toBe('Guest');
    expect(navigate).toHaveBeenCalledWith('/en-us', { replace: true });
  });

  it('leaves a shopper on a product page where they are', async () => {
    document.cookie = `tessera_session=${Math.floor(Date.now() / 1000) + 3600}; path=/`;
    stubSignOut();
    const { navigate, result } = setUp('/en-us/p/boot-RL10062010');
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(navigate).not.toHaveBeenCalled();
  });
});
