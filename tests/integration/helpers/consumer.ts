import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { json } from './app';

/** An error envelope's first entry with the answer's status. */
export const errorOf = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  ...json<{ errorDetails: { errorId: string; message: string; field?: string; retryAfterSeconds?: number }[] }>(response).errorDetails[0],
});

/** A PKCE pair as the storefront makes it (spec 000 §9: 32 random bytes, SHA-256, base64url). */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The password the consumers these helpers make have. */
export const CONSUMER_PASSWORD = 'Sturdy-Boots-42';

let addresses = 0;
/** A client address of its own (sign-ins are rate limited per address, and locked per account and network). */
export const nextAddress = (): string => `198.51.100.${(addresses++ % 250) + 1}`;

/** The accounts' calls through `inject`, as an app would make them. */
export function accountsApi(app: FastifyInstance) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.1') =>
    app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  const signUp = (body: Record<string, unknown>, locale = 'en-us', remoteAddress = nextAddress()) =>
    post(`/consumers-v3/auth/signup?locale=${locale}`, { password: CONSUMER_PASSWORD, recaptcha_response: 'test-pass', ...body }, {}, remoteAddress);

  const signIn = (username: string, password: string, challenge: string, remoteAddress = nextAddress(), path = '/consumers-v3/auth/signin') =>
    post(path, { type: 'Registered', username, password, codeChallenge: challenge, recaptcha_response: 'test-pass' }, {}, remoteAddress);

  const exchange = (authorizationCode: string, codeVerifier: string, guestObjects?: object, headers: Record<string, string> = {}) =>
    post('/token/v2/auth/token', { type: 'Registered', authorizationCode, codeVerifier, ...(guestObjects ? { guestObjects } : {}) }, headers);

  /** Signs up (when `create`), signs in and exchanges the code: the token answer. */
  async function session(email: string, options: { guestObjects?: object; headers?: Record<string, string> } = {}) {
    const { verifier, challenge } = pkce();
    const signedIn = await signIn(email, CONSUMER_PASSWORD, challenge);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const code = json<{ authorizationCode: string }>(signedIn).authorizationCode;
    const tokens = await exchange(code, verifier, options.guestObjects, options.headers);
    expect(tokens.statusCode, tokens.body).toBe(200);
    return json<{
      accessToken: string;
      refreshToken: string;
      tokenType: string;
      basketId: string | null;
      consumerNo: string;
      consumerType: string;
      isEmployeeDiscountTCAccepted: boolean;
      merged: boolean;
    }>(tokens);
  }

  /** A new account (a unique e-mail unless given) and its tokens. */
  async function newConsumer(body: Record<string, unknown> = {}, locale = 'en-us') {
    const email = (body.email as string | undefined) ?? `shopper-${randomBytes(5).toString('hex')}@example.com`;
    const created = await signUp({ email, ...body }, locale);
    expect(created.statusCode, created.body).toBe(201);
    return { email, ...(await session(email)) };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return { post, signUp, signIn, exchange, session, newConsumer, bearer };
}
