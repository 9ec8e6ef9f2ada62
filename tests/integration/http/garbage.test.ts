import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { editorSession, type EditorSession } from '../helpers/editor-session';
import { SITE } from '../helpers/fixtures';

/** Every route of the content service and the app, with `{}` where garbage goes. */
const routes = [
  '/publish/caas/v1/canvas/augmentedpage/{}/{}',
  '/preview/caas/v1/canvas/category/{}/{}',
  '/publish/caas/v1/canvas/search/{}/{}',
  '/preview/caas/v1/canvas/footer/{}',
  '/publish/caas/v1/canvas/fragment/{}',
  '/preview/caas/v1/canvas/menu/{}',
  '/publish/caas/v1/canvas/page/{}/{}',
  '/preview/caas/v1/canvas/children/{}/{}',
  '/publish/caas/v1/canvas/popups/{}',
  '/preview/caas/v1/canvas/product/{}/{}',
  '/publish/caas/v1/canvas/showcase/{}/{}',
  '/images/{}',
  '/health',
  '/fapi/server/time',
  '/fapi/pages/{}',
  '/{}',
  // One slot valid, so the garbage reaches the next check (and the database).
  `/publish/caas/v1/canvas/showcase/${SITE}/{}`,
  `/preview/caas/v1/canvas/showcase/{}/page`,
  `/preview/caas/v1/canvas/page/${SITE}/{}`,
  `/publish/caas/v1/canvas/search/${SITE}/{}`,
  `/preview/caas/v1/canvas/children/${SITE}/{}`,
  `/publish/caas/v1/canvas/category/${SITE}/{}`,
  `/publish/caas/v1/canvas/showcase/${SITE}/page{}`,
  `/preview/caas/v1/canvas/page/${SITE}/about{}`,
];

const garbage = [
  '',
  '%',
  '%E0%A4%A',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '%F0%9F%92%A9',
  "' or 1=1 --",
  '<script>',
  'null',
  '__proto__',
  'constructor',
  '-1',
  '1e999',
  'NaN',
  SITE,
  'ridgeline-zz-zz',
  '1234',
  'AB123456',
  '%20',
  '%2F',
];
const queries = [
  '',
  '?removeNulls=maybe',
  '?removeNulls=true&removeNulls=false',
  '?limit=1e9',
  '?limit=-1',
  '?layoutVariant=%00',
  '?q=%00',
  `?layoutVariant=${'v'.repeat(5000)}`,
  '?__proto__[x]=1',
  '?w=abc&h=99999',
  '?locale=%E0',
  '?q[]=1&q[]=2',
];
const headerSets: Record<string, string>[] = [
  {},
  { 'x-preview-date': 'garbage' },
  { 'x-preview-date': '2030-02-31T25:61:00Z' },
  { 'x-preview-date': '9'.repeat(300) },
  { 'x-correlation-id': 'a b c\u00e9' },
  { 'content-type': 'application/json' },
  { accept: 'text/csv' },
  { 'accept-encoding': 'br;q=abc' },
];

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`garbage input on ${kind}`, () => {
    let t: TestApp;
    // Signed in as an editor, so the garbage gets past the preview gate to the preview routes' own checks.
    let editor: EditorSession;
    beforeAll(async () => {
      t = await startTestApp(kind);
      editor = await editorSession(t.app, t.database.handle.db);
    });
    afterAll(() => t?.close());

    it('never answers 500, and always answers JSON errors as the envelope', async () => {
      const failures: string[] = [];
      for (const route of routes) {
        for (const [i, value] of garbage.entries()) {
          const path = route.replaceAll('{}', value);
          const headers = { ...headerSets[i % headerSets.length], ...editor.headers };
          for (const query of queries) {
            for (const method of ['GET', 'POST'] as const) {
              const response = await t.app.inject({ method, url: path + query, headers, ...(method === 'POST' ? { payload: '{"a":' } : {}) });
              if (response.statusCode >= 500) failures.push(`${method} ${path}${query} → ${response.statusCode} ${response.body.slice(0, 120)}`);
              else if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
                const body = JSON.parse(response.body) as { errorDetails?: { errorId?: string }[] };
                if (!body.errorDetails?.[0]?.errorId) failures.push(`${method} ${path}${query} → ${response.statusCode} without envelope`);
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 240_000);
  });
}
