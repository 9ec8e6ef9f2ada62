import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { contentDocuments } from '../../../server/db/index';
import { createContentRepository } from '../../../server/content/index';
import { loadSsrBundle } from '../../../server/ssr/index';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { writeFixtureBuild } from '../ssr/fixture-build';

/** A production start without the demo: a migrated database that holds nothing, and the built storefront. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`a store that has published nothing yet, on ${kind}`, () => {
    let dist: string;
    let database: TestDatabase;
    let app: FastifyInstance;
    beforeAll(async () => {
      dist = await writeFixtureBuild();
      database = await openTestDatabase(kind);
      app = await buildApp({ db: database.handle.db, ssr: await loadSsrBundle(dist) });
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      if (dist) await rm(dist, { recursive: true, force: true });
    });

    it('holds no content and no products: nothing of the demo was loaded', async () => {
      expect(await database.handle.db.select().from(contentDocuments)).toEqual([]);
      const products = await app.inject('/products/v2/products/RL10062010/details?locale=en-us');
      expect(products.statusCode).toBe(404);
    });

    it('answers every page with a clear, localized "nothing published yet" page: 503, never cached, never a 500', async () => {
      const english = await app.inject('/en-us');
      expect(english.statusCode).toBe(503);
      expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(english.headers['cache-control']).toBe('no-store');
      expect(english.headers['retry-after']).toBe('3600');
      expect(english.body).toContain('<html lang="en-US">');
      expect(english.body).toContain('<h1>Nothing published yet</h1>');
      expect(english.body).toContain('<meta name="robots" content="noindex">');
      // Its style runs under the page's CSP nonce, as every inline style must.
      const nonce = /'nonce-([^']+)'/.exec(String(english.headers['content-security-policy']))?.[1];
      expect(nonce).toBeDefined();
      expect(english.body).toContain(`<style nonce="${nonce}">`);

      const french = await app.inject('/fr-ca/c/bottes-1234');
      expect(french.statusCode).toBe(503);
      expect(french.body).toContain('<html lang="fr-FR">');
      expect(french.body).toContain('<h1>Rien n’est encore publié</h1>');
      const german = await app.inject('/de-de');
      expect(german.body).toContain('<h1>Noch nichts veröffentlicht</h1>');
      // The root still sends a shopper to a site first.
      expect((await app.inject('/')).statusCode).toBe(302);
    });

    it('serves the store as before once an editor publishes its first page', async () => {
      const repository = createContentRepository(database.handle.db);
      const saved = await repository.saveDraft({ siteId: 'ridgeline-en-us', docType: 'menu', key: 'menu', name: 'First menu', data: {} });
      await repository.publish({ siteId: 'ridgeline-en-us', docType: 'menu', key: 'menu' }, saved.version);
      const page = await app.inject('/en-us');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<nav>First menu</nav>');
      // Another site with nothing of its own is a missing page again, as in any store with content.
      const missing = await app.inject('/fr-ca');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('Rien n’est encore publié');
    });
  });
}
