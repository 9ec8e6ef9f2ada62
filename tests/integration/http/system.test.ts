import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImageIds } from '../../../server/images/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { editorSession } from '../helpers/editor-session';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`health, clock and images on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t?.close());

    it('reports the database as ok', async () => {
      const response = await t.app.inject('/health');
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ status: 'ok', database: 'ok' });
    });

    it('tells the server time as ISO 8601', async () => {
      const before = Date.now();
      const { timestamp } = json<{ timestamp: string }>(await t.app.inject('/fapi/server/time'));
      expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(timestamp)).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('serves each brand its favicon, the initial on its colour, and 404 for anything else', async () => {
      const ridgeline = await t.app.inject('/favicons/ridgeline.svg');
      expect(ridgeline.statusCode).toBe(200);
      expect(ridgeline.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(ridgeline.body).toContain('fill="#1f3d2b"');
      expect(ridgeline.body).toMatch(/>R<\/text>/);
      expect((await t.app.inject('/favicons/kestrel.svg')).body).toMatch(/>K<\/text>/);
      expect((await t.app.inject('/favicons/nobody.svg')).statusCode).toBe(404);
      expect((await t.app.inject('/favicons/ridgeline.png')).statusCode).toBe(404);
    });

    it('draws a demo image at the asked size, cacheable for a year', async () => {
      const id = demoImageIds[0];
      const response = await t.app.inject(`/images/${id}.svg?w=320&h=200`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/<svg[^>]*width="320"[^>]*height="200"|<svg[^>]*height="200"[^>]*width="320"/);
    });

    it('answers an unknown image with a plain-text 404', async () => {
      const response = await t.app.inject('/images/no-such-image-anywhere.svg');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const notSvg = await t.app.inject('/images/hero.png');
      expect(notSvg.statusCode).toBe(404);
    });

    it('compresses large answers for clients that accept gzip', async () => {
      const key = { siteId: 'ridgeline-en-us', docType: 'page', key: 'big' } as const;
      await t.repository.saveDraft({ ...key, name: 'Big page', data: { text: 'lorem ipsum '.repeat(500) } });
      const url = '/preview/caas/v1/canvas/page/ridgeline-en-us/big';
      const { headers } = await editorSession(t.app, t.database.handle.db); // the draft is a preview: editors only
      const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip', ...headers } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(2000);
      const plain = await t.app.inject({ url, headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(json<{ data: { text: string } }>(plain).data.text).toHaveLength(6000);
    });

    it('reports an unreachable database as 503, never 500', async () => {
      await t.database.handle.close();
      const response = await t.app.inject('/health');
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({ status: 'degraded', database: 'unreachable' });
    });
  });
}
