import type { FastifyRequest } from 'fastify';
import { editorAuthErrors } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (method: string): boolean => WRITES.has(method.toUpperCase());

/** `https://shop.example:443/` → `https://shop.example`; undefined for anything that is no http(s) origin. */
const originOf = (value: string): string | undefined => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether a write comes from a page of this store. Its own origin is the one the request was made to (its protocol
 * and `Host`, as Fastify reads them: behind a trusted proxy, the forwarded ones) or the configured public origin
 * (`PUBLIC_URL`), for a proxy that rewrites `Host`. Browsers send `Origin` with every write; without it, only
 * `Sec-Fetch-Site: same-origin` vouches for the request. Programs other than browsers hold no session cookie.
 */
export function fromOwnOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const header = request.headers.origin;
  if (header === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  const origin = originOf(header);
  if (origin === undefined) return false;
  return origin === originOf(`${request.protocol}://${request.host}`) || (publicUrl !== undefined && origin === originOf(publicUrl));
}

/** Whether the request carries a body: a length above zero, or a chunked one. */
const hasBody = (request: FastifyRequest): boolean => {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
};

const isJson = (contentType: string | undefined): boolean => /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * The admin API's rules for writes: from this store's own pages (else 403), and a body only as JSON (else 415).
 * Reads pass untouched.
 */
export function checkAdminWrite(request: FastifyRequest, publicUrl?: string): void {
  if (!isWrite(request.method)) return;
  if (!fromOwnOrigin(request, publicUrl)) throw editorAuthErrors.foreignOrigin();
  if (hasBody(request) && !isJson(request.headers['content-type'])) throw editorAuthErrors.notJson();
}
