import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { shopperApi, skuTaker } from '../helpers/shopper';

/** The value of one series in Prometheus' text format, or undefined when the scrape does not have it. */
function sample(text: string, name: string, labels: Readonly<Record<string, string>> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`GET /metrics on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    });
    afterAll(() => t?.close());

    const scrape = async () => {
      const response = await t.app.inject('/metrics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.body;
    };

    it('counts requests by the route pattern, never the URL as sent', async () => {
      const before = await scrape();
      const route = { method: 'GET', route: '/favicons/:file' };
      const seen = sample(before, 'tessera_http_request_duration_seconds_count', { ...route, status_code: '200' }) ?? 0;
      const missed = sample(before, 'tessera_http_request_duration_seconds_count', { ...route, status_code: '404' }) ?? 0;
      expect((await t.app.inject('/favicons/ridgeline.svg')).statusCode).toBe(200);
      expect((await t.app.inject('/favicons/kestrel.svg')).statusCode).toBe(200);
      expect((await t.app.inject('/favicons/nobody-at-all.svg')).statusCode).toBe(404);
      const after = await scrape();
      expect(sample(after, 'tessera_http_request_duration_seconds_count', { ...route, status_code: '200' })).toBe(seen + 2);
      expect(sample(after, 'tessera_http_request_duration_seconds_count', { ...route, status_code: '404' })).toBe(missed + 1);
      expect(after).not.toContain('ridgeline.svg');
      expect(after).not.toContain('nobody-at-all');
      // A path no route knows is one series, whatever it was.
      await t.app.inject({ method: 'POST', url: '/nothing/here/12345' });
      expect(sample(await scrape(), 'tessera_http_request_duration_seconds_count', { method: 'POST', route: 'unmatched', status_code: '404' })).toBe(
        1,
      );
    });

    it('times the database statements', async () => {
      const count =
        sample(await scrape(), 'tessera_db_query_duration_seconds_count', { driver: kind === 'pglite' ? 'pglite' : 'pg', outcome: 'ok' }) ?? 0;
      expect(count).toBeGreaterThan(0);
      expect((await t.app.inject('/health')).statusCode).toBe(200);
      expect(
        sample(await scrape(), 'tessera_db_query_duration_seconds_count', { driver: kind === 'pglite' ? 'pglite' : 'pg', outcome: 'ok' }),
      ).toBeGreaterThan(count);
      if (kind === 'postgres') expect(sample(await scrape(), 'tessera_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    });

    it('counts an order placed and its payment by outcome', async () => {
      const api = shopperApi(t.app);
      const { accessToken, cart } = await api.readyCart('en-us', [{ ...skuTaker()(), qty: 1 }]);
      const order = api.orderOf(await api.place(accessToken, cart.id));
      expect(order.orderNumber).toMatch(/^RL/);
      const text = await scrape();
      expect(sample(text, 'tessera_orders_placed_total', { site: cart.siteId ?? 'ridgeline-en-us' })).toBe(1);
      expect(sample(text, 'tessera_payments_total', { outcome: 'authorized' })).toBe(1);
      // A retry of the same cart answers the same order: nothing more is placed or paid.
      api.orderOf(await api.place(accessToken, cart.id));
      const again = await scrape();
      expect(sample(again, 'tessera_orders_placed_total', { site: cart.siteId ?? 'ridgeline-en-us' })).toBe(1);
      expect(sample(again, 'tessera_payments_total', { outcome: 'authorized' })).toBe(1);
    });

    it('counts the requests a rate limit refused, by route', async () => {
      let refused = 0;
      // 20 an hour from one address; the limit is counted before the body is read.
      for (let i = 0; i < 25 && refused === 0; i += 1) {
        const response = await t.app.inject({ method: 'POST', url: '/social/v1/users', payload: {} });
        if (response.statusCode === 429) refused += 1;
      }
      expect(refused).toBe(1);
      expect(sample(await scrape(), 'tessera_rate_limit_rejections_total', { method: 'POST', route: '/social/v1/users' })).toBe(1);
    });

    it('reports the picture queue', async () => {
      const text = await scrape();
      expect(sample(text, 'tessera_image_renders_queued_total')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'tessera_image_renders_in_queue')).toBeGreaterThanOrEqual(0);
    });

    it('asks for the bearer token when one is set, and is absent when closed', async () => {
      const token = 'a-scraper-token-of-enough-length-0123';
      const guarded = await buildApp({ db: t.database.handle.db, metrics: { access: { kind: 'token', token } } });
      const closed = await buildApp({ db: t.database.handle.db, metrics: { access: { kind: 'closed' } } });
      try {
        const without = await guarded.inject('/metrics');
        expect(without.statusCode).toBe(401);
        expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(without.body).not.toContain('tessera_');
        expect((await guarded.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
        const allowed = await guarded.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
        expect(allowed.statusCode).toBe(200);
        expect(allowed.body).toContain('tessera_http_request_duration_seconds');
        const absent = await closed.inject('/metrics');
        expect(absent.statusCode).toBe(404);
        expect(json(absent)).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
      } finally {
        await guarded.close();
        await closed.close();
      }
    });
  });
}
