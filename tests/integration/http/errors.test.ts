import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../../schemas';
import { API_PREFIXES } from '../../../server/http/index';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { editorSession, type EditorSession } from '../helpers/editor-session';
import { SITE } from '../helpers/fixtures';

/** Test-only routes: a JSON body to send malformed input to, and a handler that fails unexpectedly. */
const probes: FastifyPluginAsync = async (app) => {
  await app.register((scope, _options, done) => {
    scope.post('/api/test/echo', { schema: { body: z.object({ email: z.email() }) } }, (request) => request.body);
    scope.get('/api/test/crash', () => {
      throw new Error('connection string postgres://secret@db/internal failed');
    });
    done();
  });
};

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`error envelope on ${kind}`, () => {
    let t: TestApp;
    let editor: EditorSession;
    beforeAll(async () => {
      t = await startTestApp(kind, { plugins: [probes] });
      editor = await editorSession(t.app, t.database.handle.db);
    });
    afterAll(() => t?.close());

    const envelope = async (url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {}) => {
      const response = await t.app.inject({
        method: init.method ?? 'GET',
        url,
        headers: init.headers ?? {},
        ...(init.payload === undefined ? {} : { payload: init.payload }),
      });
      const body = errorEnvelopeSchema.parse(JSON.parse(response.body));
      return { status: response.statusCode, headers: response.headers, body, detail: body.errorDetails[0] };
    };

    it('echoes the caller correlation id in the header and the envelope, or makes one', async () => {
      const given = await envelope(`/publish/caas/v1/canvas/menu/ridgeline-xx-yy`, { headers: { 'x-correlation-id': 'abc-123' } });
      expect(given.headers['x-correlation-id']).toBe('abc-123');
      expect(given.body).toMatchObject({ appId: 'tessera', correlationId: 'abc-123' });
      const made = await envelope(`/publish/caas/v1/canvas/menu/ridgeline-xx-yy`);
      expect(made.body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(made.headers['x-correlation-id']).toBe(made.body.correlationId);
    });

    it('answers 404 API404 for an unknown site id', async () => {
      const { status, detail } = await envelope(`/publish/caas/v1/canvas/menu/ridgeline-xx-yy`);
      expect(status).toBe(404);
      expect(detail).toMatchObject({ errorId: 'API404', message: 'Unknown site "ridgeline-xx-yy"' });
    });

    it.each(API_PREFIXES)('answers 404 API404 for an unknown route under %s', async (prefix) => {
      // Signed in: everything under /preview/ answers strangers 401 before any route is looked up.
      const { status, detail } = await envelope(`${prefix}no/such/route`, { headers: editor.headers });
      expect(status).toBe(404);
      expect(detail?.errorId).toBe('API404');
    });

    it.each([
      [`/publish/caas/v1/canvas/menu/Ridgeline`, 'params.siteId: must look like {brand}-{xx}-{yy}'],
      [`/publish/caas/v1/canvas/category/${SITE}/12`, 'params.categoryId: must be 4 to 10 digits'],
      [`/publish/caas/v1/canvas/product/${SITE}/ab123456`, 'params.productId: must be 8 to 11 uppercase letters or digits'],
      [`/publish/caas/v1/canvas/augmentedpage/${SITE}/about`, 'params.page: '],
      [`/publish/caas/v1/canvas/page/${SITE}/about?removeNulls=yes`, 'query.removeNulls: '],
      [`/publish/caas/v1/canvas/showcase/${SITE}/widget`, 'params.docType: '],
      ['/images/hero.svg?w=9', 'query.w: must be an integer from 16 to 4000'],
    ])('answers 400 API400 naming the bad field for %s', async (url, message) => {
      const { status, detail } = await envelope(url);
      expect(status).toBe(400);
      expect(detail?.errorId).toBe('API400');
      expect(detail?.message.startsWith(message)).toBe(true);
    });

    it('answers 400 API400 for an unparsable preview date in preview mode only', async () => {
      const bad = await envelope(`/preview/caas/v1/canvas/page/${SITE}/about`, { headers: { 'x-preview-date': 'next tuesday', ...editor.headers } });
      expect(bad.status).toBe(400);
      expect(bad.detail).toMatchObject({ errorId: 'API400', field: 'headers.x-preview-date' });
      const publish = await t.app.inject({ url: `/publish/caas/v1/canvas/page/${SITE}/about`, headers: { 'x-preview-date': 'next tuesday' } });
      expect(publish.statusCode).toBe(200);
    });

    it('answers 400 for bad JSON and a bad body field, 415 for a wrong media type', async () => {
      const badJson = await envelope('/api/test/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect([badJson.status, badJson.detail?.errorId]).toEqual([400, 'API400']);
      const badField = await envelope('/api/test/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"nope"}',
      });
      expect(badField.detail?.message).toMatch(/^body\.email: /);
      const media = await envelope('/api/test/echo', { method: 'POST', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
      expect([media.status, media.detail?.errorId]).toEqual([415, 'API415']);
    });

    it('answers an unexpected failure with GEN500 and nothing internal', async () => {
      const crash = await envelope('/api/test/crash');
      expect(crash.status).toBe(500);
      expect(crash.detail?.errorId).toBe('GEN500');
      expect(JSON.stringify(crash.body)).not.toMatch(/postgres|secret|stack|Error/);
    });
  });
}
