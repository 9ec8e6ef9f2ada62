import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { normalPath } from '../../../server/http/normal-path';
import { demoCatalogue, seedCatalogue, seedDemoContent } from '../../../server/demo/index';
import { demoDocuments } from '../../../server/demo/demo-content';
import { loadSsrBundle } from '../../../server/ssr/index';
import { pageData, render } from '../../../storefront/entry-server';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { rawRequest } from '../helpers/raw-http';
import { writeFixtureBuild } from '../ssr/fixture-build';
import { bodyText, deeplyNested, junkTexts, junkValue, placesOf, protoKeyed, withJunk } from './fuzz/junk';
import { storeState, type StoreState } from './fuzz/store-state';
import { spellingsOf } from '../security/path-spellings';

/**
 * Every operation of the OpenAPI document, called with junk the way an attacker or a broken client would: from
 * nobody, a guest and an editor; real parameter values mixed with junk ones; each accepted body with one field (or a
 * new key) replaced by junk — NUL, lone surrogates, `__proto__`, deep nesting, huge and negative numbers — so the junk
 * gets past the first check and into the code behind it; and every path in the spellings of the preview corpus.
 * Nothing answers 5xx; JSON errors are the envelope; a path in another spelling is never served.
 */
const SEED = 20_261_127;
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS_PER_OPERATION ?? 14);

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly { readonly name: string; readonly in: string; readonly schema?: { readonly enum?: readonly unknown[] } }[];
  readonly hasBody: boolean;
}

/** The document's operations, HEAD and the OpenAPI pages aside. */
function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head' && !path.startsWith('/docs'))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], hasBody: op.requestBody !== undefined })),
  );
}

const segmentJunk = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
  '__proto__',
  'x'.repeat(600),
  '-1',
  '1e999',
  '%F0%9F%98%80',
);
/** A query value's escapes; a lone surrogate as the bytes a careless encoder writes for it (CESU-8). */
const escapeJunk = (text: string) =>
  [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (code >= 0xd800 && code <= 0xdfff && char.length === 1)
        return `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
      return encodeURIComponent(char);
    })
    .join('');
const queryJunk = fc.constantFrom(...junkTexts.map((t) => escapeJunk(t.slice(0, 300))), '-1', '1e999', '99999999999999999999', 'true', '[]');

for (const { kind, skip } of databaseKinds) {
  // One database is enough for junk: PostgreSQL when CI names one (the production database), else PGlite.
  const only = kind === (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  describe.skipIf(skip || !only)(`every operation of the API description under junk, on ${kind}`, () => {
    let dist: string;
    let database: TestDatabase;
    let app: FastifyInstance;
    let state: StoreState;
    let operations: Operation[];
    let port: number;

    beforeAll(async () => {
      dist = await writeFixtureBuild();
      database = await openTestDatabase(kind);
      const db = database.handle.db;
      await seedDemoContent(
        db,
        demoDocuments().filter((doc) => doc.siteId.startsWith('ridgeline-en-us') || doc.siteId === 'global'),
      );
      await seedCatalogue(db, demoCatalogue());
      const bundle = await loadSsrBundle(dist);
      app = await buildApp({ db, ssr: { ...bundle, entry: { render, pageData } }, devMail: true });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
      state = await storeState(app, db);
      operations = operationsOf((await app.inject({ url: '/docs/json' })).json<Parameters<typeof operationsOf>[0]>());
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      if (dist) await rm(dist, { recursive: true, force: true });
    });

    const checkAnswer = (where: string, response: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
      expect(response.statusCode, `${where} → ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
        const answer = JSON.parse(response.body) as { errorDetails?: { errorId?: string }[]; page?: unknown };
        // The page data of a missing page is the site's error page (its data, with the 404), like its HTML.
        if (!(where.includes(' /fapi/pages/') && answer.errorDetails === undefined))
          expect(answer.errorDetails?.[0]?.errorId, where).toMatch(/^[A-Z]+\d+$/);
      }
    };

    /** A path of the operation, each parameter a real value or junk. */
    const pathArbitrary = (op: Operation) => {
      const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
      const choices = names.map((name) =>
        fc.oneof(fc.constantFrom(...(state.values[name === '*' ? 'page' : name] ?? ['x'])).map(encodeURIComponent), segmentJunk),
      );
      return fc.tuple(...choices).map((values) => {
        let i = 0;
        return op.path.replace(/\{[^}]+\}/g, () => values[i++] ?? 'x');
      });
    };

    /** A query of the operation's own parameters (real, enum or junk values) and stray ones. */
    const queryArbitrary = (op: Operation) => {
      const own = op.parameters.filter((p) => p.in === 'query');
      const value = (p: Operation['parameters'][number]) =>
        fc.oneof(fc.constantFrom(...(p.schema?.enum?.map(String) ?? state.values[p.name] ?? ['1'])).map(encodeURIComponent), queryJunk);
      const pairs = fc.tuple(
        ...own.map((p) =>
          fc.option(
            value(p).map((v) => `${p.name}=${v}`),
            { nil: undefined },
          ),
        ),
      );
      const stray = fc.subarray(['__proto__=1', 'constructor=x', 'preview=true', 'previewDateTime=0000-01-01', `${'k'.repeat(300)}=v`]);
      return fc.tuple(pairs, stray).map(([mine, extra]) => {
        const all = [...mine.filter((p): p is string => p !== undefined), ...extra];
        return all.length ? `?${all.join('&')}` : '';
      });
    };

    /** The operation's accepted body with junk in one place (or as a new key), or junk instead of a body. */
    const bodyArbitrary = (op: Operation) => {
      const base = state.bodies[`${op.method} ${op.path}`] ?? {};
      const places = placesOf(base);
      return fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .tuple(
              fc.constantFrom(...places),
              junkValue,
              fc.option(fc.constantFrom('__proto__', 'constructor', '\u0000', '\ud800', 'x'), { nil: undefined }),
            )
            .map(([place, junk, key]) => bodyText(withJunk(base, place, junk, key))),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(bodyText(base), '{"a":', '\u0000', 'null', '[]', '{"__proto__":{"polluted":true}}', `"${'\\ud800'}"`),
        },
      );
    };

    const callerArbitrary = fc.constantFrom<'nobody' | 'guest' | 'consumer' | 'editor'>('nobody', 'guest', 'consumer', 'editor');

    it('covers every operation the API describes', () => {
      expect(operations.length).toBeGreaterThan(80);
      const undescribed = operations.filter((op) => op.hasBody && !state.bodies[`${op.method} ${op.path}`]).map((op) => `${op.method} ${op.path}`);
      expect(undescribed, 'every operation with a body has an accepted body to put junk into').toEqual([]);
    });

    it('answers junk in paths, queries, headers and bodies with 4xx, never 5xx (fast-check, fixed seed)', async () => {
      const served = new Set<string>();
      for (const op of operations) {
        const headerJunk = fc.record(
          {
            'x-preview-date': fc.constantFrom('0000-01-01', '2030-02-31', 'garbage', '+275760-09-13T00:00:00Z'),
            'idempotency-key': fc.constantFrom('k', ' ', 'x'.repeat(300), 'é'),
            channel: fc.constantFrom('ECOMM', 'MAPP', 'x'),
            'content-type': fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1'),
            'accept-language': fc.constantFrom('fr-CA', '*', 'x'.repeat(500)),
          },
          { requiredKeys: [] },
        );
        await fc.assert(
          fc.asyncProperty(
            pathArbitrary(op),
            queryArbitrary(op),
            callerArbitrary,
            headerJunk,
            bodyArbitrary(op),
            async (path, query, caller, headers, payload) => {
              const from = caller === 'nobody' ? {} : state.callers[caller];
              const response = await app.inject({
                method: op.method as 'GET',
                url: `${path}${query}`,
                headers: { 'content-type': 'application/json', ...headers, ...from },
                ...(op.hasBody ? { payload } : {}),
              });
              checkAnswer(`${op.method} ${path}${query} as ${caller}`, response);
              if (response.statusCode < 300) served.add(`${op.method} ${op.path}`);
            },
          ),
          { seed: SEED, numRuns: RUNS_PER_OPERATION },
        );
      }
      // The junk got past the checks of many operations into the code behind them (one junk field among real ones).
      expect(served.size, [...served].join('\n')).toBeGreaterThan(operations.length / 3);
    }, 900_000);

    it('answers every field of every accepted body, given NUL, a lone surrogate, a huge or negative number, deep nesting or __proto__, with 4xx', async () => {
      const killers: unknown[] = ['a\u0000b', 'x\ud800y', 2 ** 53 + 2, -1, deeplyNested(300), protoKeyed()];
      // Signed in both ways at once: a guest's bearer token for commerce, an editor's session for the admin API.
      const headers = { 'content-type': 'application/json', ...state.callers.guest, ...state.callers.editor };
      for (const op of operations.filter((o) => o.hasBody)) {
        const base = state.bodies[`${op.method} ${op.path}`];
        const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(state.values[name]?.[0] ?? 'x'));
        for (const place of placesOf(base)) {
          for (const junk of killers) {
            const response = await app.inject({ method: op.method as 'POST', url: path, headers, payload: bodyText(withJunk(base, place, junk)) });
            checkAnswer(`${op.method} ${path} with ${JSON.stringify(junk).slice(0, 40)} at ${place.join('.') || '(body)'}`, response);
          }
        }
      }
    }, 600_000);

    it('never serves a path sent in another spelling: a page is redirected to its normal form, anything else refused', async () => {
      for (const [index, op] of operations.entries()) {
        const filled = op.path
          .replace(/\{\*\}/, 'en-us')
          .replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(state.values[name]?.[0] ?? 'x'));
        const [first = '', ...rest] = filled.slice(1).split('/');
        const body = op.hasBody ? bodyText(state.bodies[`${op.method} ${op.path}`]) : undefined;
        // Eight spellings per operation, in turn: every spelling is sent to many operations, every operation gets many.
        const spellings = spellingsOf(first, rest.join('/')).slice(1);
        for (const spelling of Array.from({ length: 8 }, (_, i) => spellings[(index * 8 + i) % spellings.length] ?? '/')) {
          const response = await rawRequest(port, spelling, {
            method: op.method,
            headers: { ...state.callers.editor, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body } : {}),
          });
          const where = `${op.method} ${spelling} → ${response.status}: ${response.body.slice(0, 300)}`;
          expect(response.status, where).toBeLessThan(500);
          // A spelling that is not its own normal form is a page redirected there, or refused; never served as sent.
          const normal = normalPath(spelling.split('?', 1)[0] ?? '');
          if (normal === spelling) continue;
          if (response.status === 301) expect(response.location, where).toBe(normal);
          else expect(response.status, where).toBe(400);
        }
      }
    }, 600_000);
  });
}
