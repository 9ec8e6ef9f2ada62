import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkAdminWrite, fromOwnOrigin } from '../../../../server/admin/auth/write-guards';

const request = (method: string, headers: Record<string, string>, at = { protocol: 'http', host: 'shop.test:3000' }) =>
  ({ method, headers, ...at }) as unknown as FastifyRequest;
const statusOf = (run: () => void): number | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
};

describe('the admin API write checks', () => {
  it("takes the request's own origin and the configured public one, default ports written or not", () => {
    expect(fromOwnOrigin(request('POST', { origin: 'http://shop.test:3000' }))).toBe(true);
    expect(fromOwnOrigin(request('POST', { origin: 'http://localhost' }, { protocol: 'http', host: 'localhost:80' }))).toBe(true);
    expect(fromOwnOrigin(request('POST', { origin: 'https://shop.example' }), 'https://shop.example:443')).toBe(true);
  });

  it('refuses other origins, look-alikes, "null", and a missing origin unless the browser says same-origin', () => {
    for (const origin of [
      'https://shop.test:3000',
      'http://shop.test:3001',
      'http://shop.test.evil.example:3000',
      'null',
      'javascript:alert(1)',
      '',
    ]) {
      expect(fromOwnOrigin(request('POST', { origin })), origin).toBe(false);
    }
    expect(fromOwnOrigin(request('POST', {}))).toBe(false);
    expect(fromOwnOrigin(request('POST', { 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(fromOwnOrigin(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it('lets reads through, refuses foreign writes with 403 and bodies other than JSON with 415', () => {
    expect(statusOf(() => checkAdminWrite(request('GET', { origin: 'https://evil.example' })))).toBeUndefined();
    expect(statusOf(() => checkAdminWrite(request('DELETE', { origin: 'https://evil.example' })))).toBe(403);
    const own = { origin: 'http://shop.test:3000' };
    expect(statusOf(() => checkAdminWrite(request('DELETE', own)))).toBeUndefined();
    expect(
      statusOf(() => checkAdminWrite(request('PUT', { ...own, 'content-length': '2', 'content-type': 'application/json; charset=utf-8' }))),
    ).toBeUndefined();
    expect(statusOf(() => checkAdminWrite(request('PUT', { ...own, 'content-length': '2', 'content-type': 'text/plain' })))).toBe(415);
    expect(statusOf(() => checkAdminWrite(request('POST', { ...own, 'transfer-encoding': 'chunked' })))).toBe(415);
    expect(statusOf(() => checkAdminWrite(request('POST', { ...own, 'content-length': '4', 'content-type': 'application/jsonp' })))).toBe(415);
  });
});
