import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadSsrBundle } from '../../../server/ssr/index';
import { pageData, render } from '../../../storefront/entry-server';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';
import { writeFixtureBuild } from '../ssr/fixture-build';

interface JsonSchema {
  readonly type?: string;
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: string[];
  readonly items?: JsonSchema;
  readonly enum?: string[];
  readonly additionalProperties?: unknown;
}
interface Operation {
  readonly summary?: string;
  readonly requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'country', 'phone'];
const REQUIRED_FIELDS = ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country', 'phone'];

/** What a program reading the document learns: what each call does, and the fields of the bodies it sends. */
describe('OpenAPI document, as a program reads it', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    dist = await writeFixtureBuild();
    database = await openTestDatabase('pglite');
    const bundle = await loadSsrBundle(dist);
    app = await buildApp({ db: database.handle.db, ssr: { ...bundle, entry: { render, pageData } } });
    await app.ready();
    const answer = await app.inject('/docs/json');
    expect(answer.statusCode).toBe(200);
    doc = JSON.parse(answer.body) as OpenApiDocument;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('gives every operation a summary of its own', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter(({ operation }) => !operation.summary?.trim()).map(({ at }) => at)).toEqual([]);
    // One line each, and no two operations described alike.
    for (const { at, operation } of all) expect(operation.summary, at).not.toMatch(/\n/);
    const seen = new Map<string, string>();
    for (const { at, operation } of all) {
      expect(seen.get(operation.summary!), `${at} has the summary of ${seen.get(operation.summary!)}`).toBeUndefined();
      seen.set(operation.summary!, at);
    }
    expect(doc.paths['/cart/v2/checkout/order']?.put?.summary).toMatch(/Place the order/);
  });

  const bodyOf = (path: string, method = 'post'): JsonSchema => {
    const schema = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
    expect(schema, `${method} ${path}`).toBeDefined();
    return schema!;
  };

  const expectTypedAddress = (address: JsonSchema | undefined, at: string) => {
    expect(address?.type, at).toBe('object');
    expect(Object.keys(address?.properties ?? {}), at).toEqual(expect.arrayContaining(ADDRESS_FIELDS));
    expect(address?.required, at).toEqual(expect.arrayContaining(REQUIRED_FIELDS));
    expect(address?.required, at).not.toContain('province');
    for (const field of ADDRESS_FIELDS) expect(address?.properties?.[field]?.type, `${at}.${field}`).toBe('string');
    expect(address?.properties?.country?.enum, at).toEqual(expect.arrayContaining(['US', 'CA', 'GB']));
  };

  it('types the shipping address a program sends: one address of the known fields, the e-mail with it', () => {
    for (const path of ['/cart/v2/cart/{basketId}/shippingAddress', '/cart/v1/cart/{basketId}/shippingAddress/validation']) {
      const list = bodyOf(path).properties?.address;
      expect(list?.type, path).toBe('array');
      expect(list, path).toMatchObject({ minItems: 1, maxItems: 1 });
      expectTypedAddress(list?.items, path);
      expect(list?.items?.properties?.email?.type, path).toBe('string');
      expect(list?.items?.required, path).toContain('email');
    }
    expectTypedAddress(bodyOf('/cart/v1/cart/{basketId}/billingAddress').properties?.address, 'billingAddress');
  });
});
