import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSummarySchema } from '../../../schemas';
import { json, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { startGalleryApp } from '../social-gallery/gallery-app';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`product summary lookup on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startGalleryApp(kind);
    });
    afterAll(() => t?.close());

    const summary = (masterId: string, query = '') => t.app.inject(`/products/v2/products/${masterId}/summary${query}`);

    it("answers a tagged product as the locale's site sells it: words, price and category page", async () => {
      const response = await summary('RL10062010', '?locale=en-us');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(productSummarySchema.parse(json(response))).toEqual({
        masterId: 'RL10062010',
        name: 'Summit Trail GTX',
        description: 'Waterproof hiking boot',
        url: '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010',
        image: { url: '/images/rl-boot-summit.svg?w=600&h=600', alt: expect.stringContaining('Summit Trail GTX'), width: 600, height: 600 },
        price: { currency: 'USD', lowCurrent: 189, highCurrent: 189 },
      });
      const french = json<{ description: string; url: string; price: { currency: string; lowCurrent: number } }>(
        await summary('RL10062010', '?locale=fr-ca'),
      );
      expect(french.price).toMatchObject({ currency: 'CAD', lowCurrent: 249 });
      expect(french.url).toBe('/fr-ca/p/chaussure-de-randonnee-summit-trail-gtx-pour-homme-RL10062010');
      expect(french.description).not.toBe('Waterproof hiking boot');
      expect(json<{ price: { currency: string } }>(await summary('KS10402010', '?locale=de-de')).price.currency).toBe('EUR');
    });

    it('answers 404 for a product the site does not sell and for an unknown locale, 400 for bad input', async () => {
      expect((await summary('KS10402010', '?locale=en-us')).statusCode, "another brand's product").toBe(404);
      expect((await summary('RL99999999', '?locale=en-us')).statusCode).toBe(404);
      expect(json<{ errorDetails: { errorId: string }[] }>(await summary('RL10062010', '?locale=xx-yy')).errorDetails[0]?.errorId).toBe('API404');
      for (const [masterId, query, field] of [
        ['RL10062010', '', 'query.locale'],
        ['RL10062010', '?locale=EN', 'query.locale'],
        ['boots', '?locale=en-us', 'params.masterId'],
      ] as const) {
        const response = await summary(masterId, query);
        const url = `${masterId}${query}`;
        expect(response.statusCode, url).toBe(400);
        expect(json<{ errorDetails: { field: string }[] }>(response).errorDetails[0]?.field, url).toBe(field);
      }
    });
  });
}
