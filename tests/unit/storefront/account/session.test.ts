import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeOf, createPkcePair, EXCHANGE_RETRY_MS, homeAfterSignOut, signIn } from '../../../../storefront/account';
import { codeVerifierSchema } from '../../../../schemas/api/consumer';

/** RFC 7636 Appendix B: the verifier's 32 octets, the verifier and its S256 challenge. */
const RFC_OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
];
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('the PKCE pair (spec 000 §9)', () => {
  it('is RFC 7636’s own example for its 32 bytes', async () => {
    const pair = await createPkcePair((bytes) => {
      bytes.set(RFC_OCTETS);
      return bytes;
    });
    expect(pair).toEqual({ verifier: RFC_VERIFIER, challenge: RFC_CHALLENGE });
  });

  it('makes a fresh 43-character verifier each time, and its S256 challenge', async () => {
    const [a, b] = await Promise.all([createPkcePair(), createPkcePair()]);
    expect(a.verifier).not.toBe(b.verifier);
    for (const pair of [a, b]) {
      expect(pair.verifier).toHaveLength(43);
      expect(codeVerifierSchema.safeParse(pair.verifier).success).toBe(true);
      expect(pair.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(pair.challenge).toBe(await challengeOf(pair.verifier));
    }
  });
});

interface Call {
  readonly path: string;
  readonly body: Record<string, unknown> | undefined;
}

/** A fetch that answers each path from a queue of answers (the last one repeats), recording every call. */
function stubFetch(answers: Record<string, { status: number; body: unknown }[]>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = url.split('?')[0] ?? url;
      calls.push({ path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined });
      const queue = answers[path] ?? [{ status: 404, body: null }];
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: null };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return calls;
}

const conflict = { status: 409, body: { errorDetails: [{ errorId: 'API409', message: 'Busy' }], correlationId: 'c' } };
const signedIn = { status: 200, body: { tokenType: 'Registered', basketId: 'b-account', merged: true } };
const code = { status: 200, body: { authorizationCode: 'code-1', expiresIn: 60 } };

/**
 * Lets the sign-in run until `count` exchanges were sent. The digest of WebCrypto settles outside the microtask queue,
 * so this turns the event loop (setImmediate, which the fake timers leave alone) rather than the fake clock.
 */
async function untilExchanges(calls: Call[], count: number): Promise<void> {
  for (let turn = 0; turn < 500 && calls.filter((call) => call.path === '/fapi/session/signin').length < count; turn += 1)
    await new Promise((resolve) => setImmediate(resolve));
}

/** Lets the 409's answer be read until the retry's timer is set (reading a response body takes event-loop turns too). */
async function untilRetryScheduled(): Promise<void> {
  for (let turn = 0; turn < 500 && vi.getTimerCount() === 0; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('signIn (spec 000 §4)', () => {
  beforeEach(() => {
    // A valid access token: the session transport goes straight to the calls.
    document.cookie = `tessera_session=${Math.floor(Date.now() / 1000) + 3600}; path=/`;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.cookie = 'tessera_session=; max-age=0; path=/';
  });

  it('sends the S256 challenge with the password, then the matching verifier with the guest’s cart', async () => {
    const calls = stubFetch({ '/consumers-v3/auth/signin': [code], '/fapi/session/signin': [signedIn] });
    await expect(signIn({ username: 'maya@example.com', password: 'Trail2026', basketId: 'b-guest', locale: 'en-us' })).resolves.toEqual(
      signedIn.body,
    );
    expect(calls.map((call) => call.path)).toEqual(['/consumers-v3/auth/signin', '/fapi/session/signin']);
    const [check, exchange] = calls;
    expect(check?.body).toMatchObject({ type: 'Registered', username: 'maya@example.com', password: 'Trail2026', recaptcha_response: 'test-pass' });
    expect(exchange?.body).toMatchObject({ authorizationCode: 'code-1', guestObjects: { basketId: 'b-guest', action: 'postLogin' } });
    expect(await challengeOf(String(exchange?.body?.codeVerifier))).toBe(check?.body?.codeChallenge);
  });

  it('retries the token exchange once, 2000 ms after a 409', async () => {
    const calls = stubFetch({ '/consumers-v3/auth/signin': [code], '/fapi/session/signin': [conflict, signedIn] });
    const done = signIn({ username: 'maya@example.com', password: 'Trail2026', locale: 'en-us' });
    const exchanges = () => calls.filter((call) => call.path === '/fapi/session/signin');
    await untilExchanges(calls, 1);
    await untilRetryScheduled();
    await vi.advanceTimersByTimeAsync(EXCHANGE_RETRY_MS - 1);
    expect(exchanges()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toMatchObject({ tokenType: 'Registered', merged: true });
    expect(exchanges()).toHaveLength(2);
    // The same code and verifier both times: the 409 spent nothing.
    expect(exchanges()[1]?.body).toEqual(exchanges()[0]?.body);
    // Without a guest cart, none is sent.
    expect(exchanges()[0]?.body?.guestObjects).toEqual({ action: 'postLogin' });
  });

  it('gives up after the one retry, and never retries another failure', async () => {
    let calls = stubFetch({ '/consumers-v3/auth/signin': [code], '/fapi/session/signin': [conflict] });
    const twice = signIn({ username: 'maya@example.com', password: 'Trail2026', locale: 'en-us' });
    const caught = twice.catch((error: unknown) => error);
    await untilExchanges(calls, 1);
    await untilRetryScheduled();
    await vi.advanceTimersByTimeAsync(EXCHANGE_RETRY_MS);
    await expect(caught).resolves.toMatchObject({ status: 409 });
    expect(calls.filter((call) => call.path === '/fapi/session/signin')).toHaveLength(2);

    calls = stubFetch({
      '/consumers-v3/auth/signin': [code],
      '/fapi/session/signin': [{ status: 400, body: { errorDetails: [{ errorId: 'AUT432', message: 'Bad code' }] } }],
    });
    await expect(signIn({ username: 'maya@example.com', password: 'Trail2026', locale: 'en-us' })).rejects.toMatchObject({ errorId: 'AUT432' });
    expect(calls.filter((call) => call.path === '/fapi/session/signin')).toHaveLength(1);
  });

  it('stops at a refused password: no exchange, and the password is not sent again after its 401', async () => {
    const calls = stubFetch({ '/consumers-v3/auth/signin': [{ status: 401, body: { errorDetails: [{ errorId: 'AUT401', message: 'Invalid' }] } }] });
    await expect(signIn({ username: 'maya@example.com', password: 'nope', locale: 'en-us' })).rejects.toMatchObject({ errorId: 'AUT401' });
    expect(calls.map((call) => call.path)).toEqual(['/consumers-v3/auth/signin']);
  });
});

describe('where sign-out leaves the shopper (spec 000 §2)', () => {
  it('sends them home from their cart, checkout, favourites and account', () => {
    expect(homeAfterSignOut('/en-us/cart')).toBe('/en-us');
    expect(homeAfterSignOut('/en-gb/checkout/billing?x=1')).toBe('/en-gb');
    expect(homeAfterSignOut('/fr-fr/favorites')).toBe('/fr-fr');
    expect(homeAfterSignOut('/de-de/account')).toBe('/de-de');
    expect(homeAfterSignOut('/de-de/account/profile#top')).toBe('/de-de');
    expect(homeAfterSignOut('/pre/en-us/Account')).toBe('/pre/en-us');
  });

  it('leaves them where they are anywhere else', () => {
    for (const path of [
      '/en-us',
      '/en-us/c/boots-1234',
      '/en-us/p/boot-RL10062010',
      '/en-us/search?q=cart',
      '/en-us/accounts',
      '/en-us/help/account',
    ]) {
      expect(homeAfterSignOut(path), path).toBeUndefined();
    }
  });
});
