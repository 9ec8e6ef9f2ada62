import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoContent } from '../../../server/demo/index';
import { demoDocuments } from '../../../server/demo/demo-content';
import { routeTable } from '../../../server/http/route-table';
import { loadSsrBundle } from '../../../server/ssr/index';
import { pageData, render } from '../../../storefront/entry-server';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';
import { writeFixtureBuild } from '../ssr/fixture-build';

interface Operation {
  readonly tags?: string[];
  readonly responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  readonly paths: Record<string, Record<string, Operation>>;
}

/** A Fastify route path as OpenAPI writes it: `:id` → `{id}`, a wildcard → `{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('OpenAPI document', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    dist = await writeFixtureBuild();
    database = await openTestDatabase('pglite');
    await seedDemoContent(database.handle.db, demoDocuments());
    const bundle = await loadSsrBundle(dist);
    app = await buildApp({ db: database.handle.db, ssr: { ...bundle, entry: { render, pageData } } });
    await app.ready();
    const answer = await app.inject('/docs/json');
    expect(answer.statusCode).toBe(200);
    doc = JSON.parse(answer.body) as OpenApiDocument;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('is OpenAPI 3 and lists every route the app holds, with the method it answers', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Tessera API');
    const routes = routeTable(app).filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/docs') && !route.hidden);
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // The ones a reader looks for first.
    for (const path of ['/publish/caas/v1/canvas/page/{siteId}/{page}', '/social/v1/users', '/images/{file}', '/health', '/fapi/pages/{*}', '/{*}'])
      expect(doc.paths, path).toHaveProperty([path]);
  });

  it('describes each operation: a tag, its request schemas and the error envelope among its answers', () => {
    const page = doc.paths['/publish/caas/v1/canvas/page/{siteId}/{page}']?.get as Operation & { parameters?: { name: string; in: string }[] };
    expect(page.tags).toEqual(['content']);
    expect(page.parameters?.map((p) => `${p.in}.${p.name}`)).toEqual(expect.arrayContaining(['path.siteId', 'path.page']));
    expect(Object.keys(page.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '500']));
    // The editor's calls under their own tags, not among the storefront's pages.
    expect(doc.paths['/admin/v1/session']?.post?.tags).toEqual(['editor accounts']);
    expect(doc.paths['/admin/v1/documents/{id}/publish']?.post?.tags).toEqual(['documents']);
    const users = doc.paths['/social/v1/users']?.post as Operation & { requestBody?: unknown };
    expect(users.requestBody).toBeDefined();
    expect(Object.keys(users.responses ?? {})).toEqual(expect.arrayContaining(['400', '429']));
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path}`).toBe(1);
        expect(operation.responses, `${method} ${path}`).toHaveProperty(['400']);
      }
    }
  });

  it('every $ref in it resolves', () => {
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref!
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('is readable at /docs', async () => {
    const page = await app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});
