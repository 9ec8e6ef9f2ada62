import fastifyCookie, { type FastifyCookieOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every cookie the server reads or writes goes through here. Reading is @fastify/cookie's, registered once by
 * `registerCookies`; values are taken as sent (no percent-decoding: a token is compared as the bytes it was issued as).
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  // NB: the parser takes `decode`, which the plugin's types leave out of its options.
  const parseOptions: NonNullable<FastifyCookieOptions['parseOptions']> & { decode: (value: string) => string } = { decode: (value) => value };
  await app.register(fastifyCookie, { hook: 'onRequest', parseOptions });
}

/** A cookie of a request by name, or undefined (an empty one too). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  // NB: a hook that runs before the plugin's own (an earlier onRequest) finds no parsed cookies yet: it parses them here.
  const jar = request.cookies ?? request.server.parseCookie(request.headers.cookie ?? '');
  return jar[name] || undefined;
}

/** What a cookie is sent with; `Secure` is added when the store is served over https. */
export interface CookieAttributes {
  readonly path: string;
  /** Seconds; 0 tells the browser to forget it. */
  readonly maxAge: number;
  /** Out of reach of the page's scripts. */
  readonly httpOnly: boolean;
  readonly sameSite: 'Lax' | 'Strict';
}

/**
 * Sets cookie `name` on the answer, replacing one of that name set earlier in it: one `Set-Cookie` per cookie. NB: the
 * attributes are written in the order this store has always sent them (Path, Max-Age, HttpOnly, SameSite, Secure),
 * which @fastify/cookie's serializer does not keep; and Fastify's `reply.header('set-cookie', …)` adds to the header
 * rather than replacing it, so the list is taken off and written back whole.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, attributes: CookieAttributes): void {
  const { path, maxAge, httpOnly, sameSite } = attributes;
  const cookie = `${name}=${value}; Path=${path}; Max-Age=${maxAge}${httpOnly ? '; HttpOnly' : ''}; SameSite=${sameSite}${reply.request.protocol === 'https' ? '; Secure' : ''}`;
  const earlier = reply.getHeader('set-cookie');
  const list = earlier === undefined ? [] : Array.isArray(earlier) ? earlier.map(String) : [String(earlier)];
  const others = list.filter((line) => !line.startsWith(`${name}=`));
  reply.removeHeader('set-cookie');
  void reply.header('set-cookie', [...others, cookie]);
}
