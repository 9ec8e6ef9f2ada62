import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialMediaPageSchema, socialRootSchema, type SocialMediaPage } from '../../../schemas';
import { demoGallerySeed } from '../../../server/demo/demo-gallery';
import { json, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seededMedia, startGalleryApp } from './gallery-app';

const { social } = demoGallerySeed();
const membersOf = (streamId: string) => new Set(social.streamMedia.filter((s) => s.streamId === streamId).map((s) => s.mediaId));

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`social gallery reads on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startGalleryApp(kind);
    });
    afterAll(() => t?.close());

    const get = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/social/v1${url}` });
      return { response, body: json<SocialMediaPage & Record<string, unknown>>(response) };
    };
    const ids = (page: SocialMediaPage) => page.media.map((m) => m.id);
    const badRequest = async (url: string, field: string) => {
      const { response, body } = await get(url);
      expect(response.statusCode, url).toBe(400);
      const details = (body as unknown as { errorDetails: { errorId: string; field?: string }[] }).errorDetails[0];
      expect(details?.errorId).toBe('API400');
      expect(details?.field, url).toContain(field);
    };
    const notFound = async (url: string) => {
      const { response, body } = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect((body as unknown as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('API404');
    };

    it('GET / names the customers and the calls', async () => {
      const { response, body } = await get('/');
      expect(response.statusCode).toBe(200);
      const root = socialRootSchema.parse(body);
      expect(root.customers.map((c) => c.id)).toEqual(['ridgeline', 'kestrel']);
      expect(root.links.customerMedia).toBe('/social/v1/customers/{customerId}/media/recent{?limit,cursor,masterId}');
    });

    it("a customer's recent photos come newest first, 12 a page, and the cursor walks through all of them once", async () => {
      const expected = seededMedia('ridgeline').map((m) => m.id);
      const first = await get('/customers/ridgeline/media/recent');
      expect(first.response.statusCode).toBe(200);
      expect(first.response.headers['cache-control']).toBe('public, max-age=60');
      const page = socialMediaPageSchema.parse(first.body);
      expect(ids(page)).toEqual(expected.slice(0, 12));
      const newest = page.media[0];
      expect(newest).toMatchObject({
        id: 'rl-001',
        source: 'instagram',
        image: { url: '/images/rl-photo-dawn-ridge-boot-summit.svg', width: 1080, height: 1080 },
        user: { id: 'rl-maya-on-trail', screenName: 'maya.on.trail', displayName: 'Maya Chen' },
        products: [{ masterId: 'RL10062010' }],
      });
      expect(newest?.altText).toBe('Brown leather Summit Trail GTX hiking boots set down in front of forested mountain ridges at dawn');
      expect(newest?.caption).toContain('dry feet');

      const seen = [...ids(page)];
      let cursor = page.nextCursor;
      while (cursor) {
        const next = socialMediaPageSchema.parse((await get(`/customers/ridgeline/media/recent?limit=7&cursor=${cursor}`)).body);
        seen.push(...ids(next));
        cursor = next.nextCursor;
      }
      expect(seen).toEqual(expected);
    });

    it('filters a customer by tagged products, keeping their tagging order', async () => {
      const { body } = await get('/customers/ridgeline/media/recent?limit=50&masterId=RL20062030');
      const fleece = social.mediaProducts.filter((p) => p.masterId === 'RL20062030').map((p) => p.mediaId);
      expect(new Set(ids(body))).toEqual(new Set(fleece));
      const withTwo = body.media.find((m) => m.id === 'rl-005');
      expect(withTwo?.products).toEqual([{ masterId: 'RL30041010' }, { masterId: 'RL20062030' }]);
      const either = (await get('/customers/ridgeline/media/recent?limit=50&masterId=RL20062030,RL10062010')).body;
      expect(either.media.length).toBeGreaterThan(body.media.length);
      expect((await get('/customers/kestrel/media/recent?masterId=RL20062030')).body.media).toEqual([]);
    });

    it('lists the photos of a category stream for a customer', async () => {
      const { response, body } = await get('/categories/media/recent?customerId=kestrel&categoryId=40201&limit=50');
      expect(response.statusCode).toBe(200);
      expect(new Set(ids(body))).toEqual(membersOf('ks-category-40201'));
      expect(body.media.length).toBeGreaterThanOrEqual(5);
      expect((await get('/categories/media/recent?customerId=ridgeline&categoryId=40201')).body.media, 'another brand has no such stream').toEqual(
        [],
      );
      expect((await get('/categories/media/recent?customerId=kestrel&categoryId=9999')).body).toEqual({ media: [], nextCursor: null });
    });

    it('lists one stream, or several merged without repeats', async () => {
      const { body } = await get('/streams/winterhikes/media/recent?limit=50');
      expect(new Set(ids(body))).toEqual(membersOf('winterhikes'));
      const merged = (await get('/streams/media/recent?streamId=winterhikes&streamId=sentiersridgeline&limit=50')).body;
      const union = new Set([...membersOf('winterhikes'), ...membersOf('sentiersridgeline')]);
      expect(ids(merged)).toHaveLength(union.size);
      expect(new Set(ids(merged))).toEqual(union);
      expect(ids((await get('/streams/media/recent?streamId=winterhikes,sentiersridgeline&limit=50')).body)).toEqual(ids(merged));
    });

    it("answers a photo's streams: its hashtags and its products' categories", async () => {
      const { response, body } = await get('/media/rl-005/streams');
      expect(response.statusCode).toBe(200);
      const streams = (body as unknown as { streams: { id: string; kind: string; name: string; categoryId?: string }[] }).streams;
      expect(streams.map((s) => s.id).sort()).toEqual(['ridgelineoutdoors', 'rl-category-4101', 'rl-category-6203']);
      expect(streams.find((s) => s.id === 'rl-category-4101')).toMatchObject({ kind: 'category', categoryId: '4101', customerId: 'ridgeline' });
      expect(streams.find((s) => s.id === 'ridgelineoutdoors')).toMatchObject({ kind: 'hashtag', name: '#ridgelineoutdoors' });
    });

    it('answers 404 API404 for unknown customers, streams and photos', async () => {
      await notFound('/customers/acme/media/recent');
      await notFound('/categories/media/recent?customerId=acme&categoryId=1234');
      await notFound('/streams/nope/media/recent');
      await notFound('/streams/media/recent?streamId=winterhikes,nope');
      await notFound('/media/rl-999/streams');
    });

    it.each([
      ['/customers/ridgeline/media/recent?limit=0', 'query.limit'],
      ['/customers/ridgeline/media/recent?limit=51', 'query.limit'],
      ['/customers/ridgeline/media/recent?limit=ten', 'query.limit'],
      ['/customers/ridgeline/media/recent?cursor=bm90LWEtY3Vyc29y', 'query.cursor'],
      ['/customers/ridgeline/media/recent?cursor=%3Cscript%3E', 'query.cursor'],
      ['/customers/ridgeline/media/recent?masterId=boots', 'query.masterId'],
      ['/customers/Ridge%20Line/media/recent', 'params.customerId'],
      ['/categories/media/recent?customerId=ridgeline', 'query.categoryId'],
      ['/categories/media/recent?customerId=ridgeline&categoryId=12', 'query.categoryId'],
      ['/categories/media/recent?categoryId=6201', 'query.customerId'],
      ['/streams/media/recent', 'query.streamId'],
      ['/streams/media/recent?streamId=a,b,c,d,e,f,g,h,i,j,k', 'query.streamId'],
      ['/streams/a%20b/media/recent', 'params.streamId'],
      ['/media/x%20y/streams', 'params.mediaId'],
    ])('%s is a 400 naming %s', async (url, field) => {
      await badRequest(url, field);
    });
  });
}
