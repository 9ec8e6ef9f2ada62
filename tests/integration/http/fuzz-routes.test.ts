import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../../server/http/route-table';
import { startTestApp, type TestApp } from '../helpers/app';
import { SITE } from '../helpers/fixtures';

/** A fixed seed, so a failure is the same failure on every run; fast-check prints it with the counterexample. */
const SEED = 20_261_124;

/** Segments that have broken servers before: bad escapes, NUL, traversal, huge, prototype names, real ids. */
const nastySegment = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '..',
  '..%2F..%2Fetc',
  '%5C',
  '%2F',
  '__proto__',
  'constructor',
  SITE,
  'x'.repeat(3000),
  '-1',
  '1e999',
);
const segment = fc.oneof(
  nastySegment,
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
);
const queryName = fc.constantFrom(
  'w',
  'h',
  'q',
  'sharpen',
  'limit',
  'offset',
  'tagId',
  'removeNulls',
  'locale',
  'layoutVariant',
  'excludeId',
  'previewDateTime',
  'preview',
  '__proto__',
  'cursor',
  'count',
);
const query = fc
  .array(fc.tuple(queryName, fc.oneof(nastySegment, fc.string({ maxLength: 30 }).map(encodeURIComponent), fc.integer().map(String))), {
    maxLength: 5,
  })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
const headers = fc.record(
  {
    'x-preview-date': fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('0000-01-01', '9999-12-31T23:59:59Z', '2030-02-31', 'garbage', '+275760-09-13T00:00:00Z'),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
    'accept-language': fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
    cookie: fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
    'content-type': fc.constantFrom(
      undefined,
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom(
    '{"a":',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '[]',
    'null',
    '"text"',
    `{"email":"${'a'.repeat(5000)}@x.example"}`,
    '\u0000',
  ),
  fc.object({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
);

const fill = (url: string, segments: readonly string[]) => {
  let i = 0;
  return url.replace(/:\w+|\*$/g, () => segments[i++ % segments.length] ?? 'x');
};

describe('every route under junk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('never answers 5xx, and answers JSON errors in the envelope (fast-check, fixed seed)', async () => {
    const routes = routeTable(t.app).filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/docs'));
    expect(routes.length).toBeGreaterThan(30);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        query,
        headers,
        body,
        async (route, segments, search, sent, payload) => {
          const clean = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Record<string, string>;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: fill(route.url, segments) + search,
            headers: clean,
            ...(route.method === 'GET' ? {} : { payload }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${route.method} ${route.url} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400 && String(response.headers['content-type'] ?? '').includes('json')) {
            const answer = JSON.parse(response.body) as { errorDetails?: { errorId?: string }[] };
            expect(answer.errorDetails?.[0]?.errorId, where).toMatch(/^[A-Z]+\d+$/);
          }
        },
      ),
      { seed: Number(process.env.FUZZ_SEED ?? SEED), numRuns: Number(process.env.FUZZ_RUNS ?? 600) },
    );
    // The junk reached the handlers too, not only the router's refusals: some calls succeeded.
    expect(
      [...statuses.keys()].some((status) => status < 400),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect([...statuses.keys()].filter((status) => status >= 400).length).toBeGreaterThan(2);
  }, 240_000);
});
