import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie of a request by name, or undefined. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Sets cookie `name` on the answer, replacing one of that name set earlier in it: one `Set-Cookie` per cookie. NB:
 * Fastify's `reply.header('set-cookie', …)` adds to the header rather than replacing it, so the list is taken off
 * and written back whole (adding to it once sent every earlier cookie again: 7 headers for 3 cookies).
 */
export function putCookie(reply: FastifyReply, name: string, cookie: string): void {
  const earlier = reply.getHeader('set-cookie');
  const list = earlier === undefined ? [] : Array.isArray(earlier) ? earlier.map(String) : [String(earlier)];
  const others = list.filter((line) => !line.startsWith(`${name}=`));
  reply.removeHeader('set-cookie');
  void reply.header('set-cookie', [...others, cookie]);
}

