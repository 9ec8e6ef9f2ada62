import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoContent } from '../../../server/demo/index';
import { demoDocuments } from '../../../server/demo/demo-content';
import { loadSsrBundle } from '../../../server/ssr/index';
import { pageData, render } from '../../../storefront/entry-server';
import { openTestDatabase, type TestDatabase } from '../helpers/databases';
import { writeFixtureBuild } from '../ssr/fixture-build';

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** Every absolute link of a page's head: canonical, alternates, Open Graph URL and JSON-LD ids and urls. */
const linksOf = (html: string): string[] =>
  [...html.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"|"(?:url|@id|item)":"(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');

describe('the public origin of page links', () => {
  let dist: string;
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const app = async (options: { publicUrl?: string; trustProxy?: boolean }) => {
    const bundle = await loadSsrBundle(dist);
    const built = await buildApp({ db: database.handle.db, ssr: { ...bundle, entry: { render, pageData } }, ...options });
    apps.push(built);
    return built;
  };
  beforeAll(async () => {
    dist = await writeFixtureBuild();
    database = await openTestDatabase('pglite');
    await seedDemoContent(database.handle.db, demoDocuments());
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('is the configured PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const page = await (await app({ publicUrl: 'https://shop.example' })).inject({ url: '/en-us/c/kids-hiking-boots-3101', headers: forged });
    expect(page.statusCode).toBe(200);
    const links = linksOf(page.body);
    expect(links.filter((link) => link.startsWith('https://shop.example/')).length).toBeGreaterThan(3);
    // The only other absolute links are the brand's social profiles.
    expect(links.filter((link) => !link.startsWith('https://shop.example/') && !/instagram|youtube|facebook|pinterest/.test(link))).toEqual([]);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain('<link rel="canonical" href="https://shop.example/en-us/c/kids-hiking-boots-3101"');
  });

  it('ignores forwarded headers when no proxy is trusted, and follows them when one is', async () => {
    const untrusted = await (await app({})).inject({ url: '/en-us', headers: forged });
    expect(linksOf(untrusted.body).some((link) => link.includes('evil.example'))).toBe(false);
    const trusted = await (
      await app({ trustProxy: true })
    ).inject({ url: '/en-us', headers: { host: 'internal:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' } });
    expect(trusted.body).toContain('<link rel="canonical" href="https://shop.example/en-us"');
  });
});
