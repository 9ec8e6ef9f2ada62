import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productDetailsSchema,
  productInventorySchema,
  productSearchResponseSchema,
  type ProductDetails,
  type ProductInventory,
  type ProductSearchResponse,
} from '../../../schemas';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`catalogue calls on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());

    const search = async (query: string) => {
      const response = await t.app.inject(`/products/v2/search/productSearch?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return productSearchResponseSchema.parse(json<ProductSearchResponse>(response));
    };
    const details = async (id: string, locale: string) => {
      const response = await t.app.inject(`/products/v2/products/${id}/details?locale=${locale}`);
      expect(response.statusCode, response.body).toBe(200);
      return productDetailsSchema.parse(json<ProductDetails>(response));
    };
    const errorOf = async (url: string) => {
      const response = await t.app.inject(url);
      const body = json<{ errorDetails: { errorId: string; message: string; field?: string }[] }>(response);
      return { status: response.statusCode, ...body.errorDetails[0]! };
    };

    it('lists a category page by page, every product of it once, best sellers first', async () => {
      const first = await search('locale=en-us&categoryId=1100&count=12');
      expect(first.total).toBeGreaterThan(12);
      expect(first.products).toHaveLength(12);
      expect(first.products[0]?.name).toBe("Men's Summit Trail GTX Hiking Boot");
      const all: string[] = [];
      for (let start = 0; start < first.total; start += 12)
        all.push(...(await search(`locale=en-us&categoryId=1100&count=12&start=${start}`)).products.map((p) => p.productId));
      expect(all).toHaveLength(first.total);
      expect(new Set(all).size).toBe(first.total);
      const card = first.products[0]!;
      expect(card.url).toBe('/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010');
      expect(card.price).toMatchObject({ currency: 'USD', lowCurrent: 18900, highCurrent: 18900, percentagePriceDiscount: 0 });
      expect(card.colours.map((c) => c.name)).toEqual(['Saddle Brown', 'Forest', 'Charcoal']);
      expect(card.image.url).toBe('/images/rl10062010-220-main.svg?w=600&h=600');
    });

    it('sorts by price both ways and by newest', async () => {
      const up = (await search('locale=en-gb&categoryId=41100&sort=price-asc&count=60')).products.map((p) => p.price.lowCurrent);
      const down = (await search('locale=en-gb&categoryId=41100&sort=price-desc&count=60')).products.map((p) => p.price.lowCurrent);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      expect(down).toEqual([...up].reverse());
      const newest = await search('locale=de-de&sort=newest&count=5');
      expect(newest.products.every((p) => p.isNew)).toBe(true);
    });

    it('prices a site in its currency, names it in its language, and marks sale prices down', async () => {
      const fr = await search('locale=fr-ca&categoryId=5000&count=60');
      expect(fr.total).toBeGreaterThan(5);
      for (const p of fr.products) {
        expect(p.price.currency).toBe('CAD');
        expect(p.price.lowCurrent).toBeLessThan(p.price.lowOriginal);
        expect(p.price.percentagePriceDiscount).toBeGreaterThan(0);
        expect(p.price.historicBestPrice).toBeGreaterThan(p.price.lowCurrent);
        expect(p.url.startsWith('/fr-ca/p/')).toBe(true);
      }
      expect(fr.products.some((p) => / pour (homme|femme|enfant)$/.test(p.name))).toBe(true);
    });

    it('finds products by words in the site language, stemmed, and by the start of a word', async () => {
      const boots = await search('locale=en-us&q=waterproof%20boots');
      expect(boots.total).toBeGreaterThan(3);
      expect(boots.products.every((p) => /Boot/.test(p.name))).toBe(true);
      expect((await search('locale=en-us&q=summ')).products.map((p) => p.productId)).toContain('RL10062010');
      const de = await search('locale=de-de&q=Laufschuhe');
      expect(de.total).toBeGreaterThan(0);
      expect((await search('locale=fr-fr&q=chaussures%20de%20comp%C3%A9tition')).products[0]?.name).toMatch(/^Chaussure de compétition/);
      // Colours are words too.
      expect((await search('locale=en-gb&q=coral')).products.every((p) => p.colours.some((c) => c.name === 'Coral'))).toBe(true);
      expect(await search('locale=en-us&q=zzzxqq')).toMatchObject({ total: 0, products: [] });
      expect(await search('locale=en-us&q=%22%26%7C!(')).toMatchObject({ total: 0, products: [] });
    });

    it('finds German compounds by their parts, and offers the catalogue’s spelling when nothing matches', async () => {
      const road = await search('locale=de-de&q=Stra%C3%9Fenlaufschuh&count=60');
      const running = await search('locale=de-de&q=laufschuhe&count=60');
      expect(road.total).toBeGreaterThan(0);
      // "Laufschuhe" is in "Straßenlaufschuh" and in "Allwetter-Laufschuh": it finds both kinds.
      const ids = running.products.map((p) => p.productId);
      expect(road.products.every((p) => ids.includes(p.productId))).toBe(true);
      expect(running.products.some((p) => /Allwetter-Laufschuh/.test(p.name))).toBe(true);
      expect(running.total).toBeGreaterThan(road.total);
      expect(running.suggestion).toBeUndefined();

      const bot = await search('locale=en-us&q=bot');
      expect(bot).toMatchObject({ total: 0, products: [], suggestion: 'boot' });
      expect((await search(`locale=en-us&q=${bot.suggestion}`)).total).toBeGreaterThan(0);
      expect(await search('locale=en-us&q=hikng%20bot')).toMatchObject({ total: 0, suggestion: 'hiking boot' });
      expect((await search('locale=fr-fr&q=chausure')).suggestion).toBe('chaussure');
      // Nothing close: no suggestion.
      expect((await search('locale=en-us&q=zzzxqq')).suggestion).toBeUndefined();
    });

    it('never lists another brand', async () => {
      const gb = await search('locale=en-gb&q=boot&count=60');
      expect(gb.products.every((p) => p.productId.startsWith('KS'))).toBe(true);
      const us = await search('locale=en-us&count=60&start=0');
      expect(us.products.every((p) => p.productId.startsWith('RL'))).toBe(true);
    });

    it('sends a listing in the encoding the client takes, the same answer in each, asked again or not', async () => {
      const url = '/products/v2/search/productSearch?locale=en-gb&q=jacket&count=5';
      const plain = await t.app.inject(url);
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(br.headers.vary).toContain('accept-encoding');
      const text = plain.body;
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
      expect(productSearchResponseSchema.parse(JSON.parse(text)).products.length).toBeGreaterThan(0);
    });

    it('tells the total past the last page', async () => {
      const past = await search('locale=en-us&categoryId=1100&start=500');
      expect(past.products).toEqual([]);
      expect(past.total).toBeGreaterThan(0);
    });

    it('answers a product’s details with its colours, pictures, sizes in the region’s system and alternates', async () => {
      const us = await details('RL10062010', 'en-us');
      expect(us).toMatchObject({
        productId: 'RL10062010',
        brand: 'Ridgeline',
        sizeSystem: 'US',
        audience: 'men',
        url: '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010',
      });
      expect(us.colours[0]?.images.map((i) => i.view)).toEqual(['main', 'back', 'detail', 'outdoors']);
      expect(us.colours[0]?.sizes[0]).toMatchObject({ label: 'US 7' });
      expect(us.alternates['fr-ca']).toBe('/fr-ca/p/chaussure-de-randonnee-summit-trail-gtx-pour-homme-RL10062010');
      expect(us.categoryIds).toEqual(expect.arrayContaining([1000, 1100, 1101, 6201]));
      const de = await details('KS10402010', 'de-de');
      expect(de.sizeSystem).toBe('UK');
      expect(de.colours[0]?.sizes[0]?.label).toBe('UK 6.5 (EU 40)');
      expect(de.price.currency).toBe('EUR');
      expect(de.name).toBe('Tempo Carbon 3 Wettkampfschuh für Herren');
      const picture = await t.app.inject(de.colours[0]!.images[3]!.url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    });

    it('answers stock per sku, with low stock and sold-out sizes as a real store has them', async () => {
      const response = await t.app.inject('/products/v2/products/RL10062010/inventory');
      expect(response.headers['cache-control']).toBe('no-store');
      const stock = productInventorySchema.parse(json<ProductInventory>(response));
      const skus = (await details('RL10062010', 'en-us')).colours.flatMap((c) => c.sizes.map((s) => s.sku));
      expect(Object.keys(stock.variants).sort()).toEqual([...skus].sort());
      const variants = Object.values(stock.variants);
      expect(variants.some((v) => !v.inStock && v.quantity === 0)).toBe(true);
      for (const v of variants) expect(v.lowStock).toBe(v.quantity >= 1 && v.quantity <= 3);
      // Across the catalogue some sizes are down to their last units.
      const lows = await Promise.all(
        ['RL10062040', 'RL20062020', 'KS10402020', 'KS20402030'].map(
          async (id) =>
            Object.values(
              productInventorySchema.parse(json<ProductInventory>(await t.app.inject(`/products/v2/products/${id}/inventory`))).variants,
            ).filter((v) => v.lowStock).length,
        ),
      );
      expect(lows.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    });

    it('answers unknown products and sites with 404, and junk with 400 naming the field', async () => {
      expect(await errorOf('/products/v2/products/RL99999999/details?locale=en-us')).toMatchObject({ status: 404, errorId: 'API404' });
      expect(await errorOf('/products/v2/products/KS10402010/details?locale=en-us')).toMatchObject({ status: 404, errorId: 'API404' });
      expect(await errorOf('/products/v2/products/RL99999999/inventory')).toMatchObject({ status: 404, errorId: 'API404' });
      expect(await errorOf('/products/v2/products/RL10062010/details?locale=xx-yy')).toMatchObject({ status: 404 });
      expect(await errorOf('/products/v2/products/lower/details?locale=en-us')).toMatchObject({
        status: 400,
        errorId: 'API400',
        field: 'params.productId',
      });
      expect(await errorOf('/products/v2/search/productSearch?locale=en-us&count=0')).toMatchObject({ status: 400, field: 'query.count' });
      expect(await errorOf('/products/v2/search/productSearch?locale=en-us&sort=cheapest')).toMatchObject({ status: 400, field: 'query.sort' });
      expect(await errorOf('/products/v2/search/productSearch?locale=en-us&categoryId=12')).toMatchObject({ status: 400, field: 'query.categoryId' });
      expect(await errorOf('/products/v2/search/productSearch')).toMatchObject({ status: 400, field: 'query.locale' });
    });
  });
}
