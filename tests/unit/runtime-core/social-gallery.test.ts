import { describe, expect, it } from 'vitest';
import { SOCIAL_GALLERY_PREFIX, ugcFilterSchema } from '../../../schemas';
import { createApiClient, createProductLookup, galleryRequest, type ApiRequest, type Transport } from '../../../runtime/core';

const place = (path: string) => ({ customerId: 'ridgeline', path });
const page = { limit: 12 };

describe('galleryRequest', () => {
  it('asks for the brand’s newest photos by default, with the page and its cursor', () => {
    expect(galleryRequest({ by: 'brand' }, place('/en-us/explore'), { limit: 8, cursor: 'abc' })).toEqual({
      method: 'GET',
      path: `${SOCIAL_GALLERY_PREFIX}/customers/ridgeline/media/recent`,
      query: { limit: '8', cursor: 'abc' },
    });
    expect(galleryRequest({ by: 'brand' }, place('/en-us'), { limit: 8, cursor: null }).query).toEqual({ limit: '8' });
  });

  it('reads one stream by its own call and merges several with the streams call', () => {
    expect(galleryRequest({ by: 'streams', streamIds: ['ridgelineoutdoors'] }, place('/en-us'), page)).toMatchObject({
      path: '/social/v1/streams/ridgelineoutdoors/media/recent',
      query: { limit: '12' },
    });
    expect(galleryRequest({ by: 'streams', streamIds: ['winterhikes', 'rl-category-6201'] }, place('/en-us'), page)).toMatchObject({
      path: '/social/v1/streams/media/recent',
      query: { streamId: 'winterhikes,rl-category-6201', limit: '12' },
    });
  });

  it('takes a category or product id from the page path when the content names none (spec 001 §2)', () => {
    expect(galleryRequest({ by: 'category' }, place('/en-us/c/summit-trail-6201?sort=new'), page)).toMatchObject({
      path: '/social/v1/categories/media/recent',
      query: { customerId: 'ridgeline', categoryId: '6201' },
    });
    expect(galleryRequest({ by: 'category', categoryId: '4101' }, place('/en-us/c/summit-trail-6201'), page).query).toMatchObject({
      categoryId: '4101',
    });
    expect(galleryRequest({ by: 'product' }, place('/en-us/p/summit-trail-gtx-RL10062010'), page)).toMatchObject({
      path: '/social/v1/customers/ridgeline/media/recent',
      query: { masterId: 'RL10062010', limit: '12' },
    });
    expect(galleryRequest({ by: 'product', productId: 'RL30041010' }, place('/en-us/p/x-RL10062010'), page).query).toMatchObject({
      masterId: 'RL30041010',
    });
  });

  it("falls back to the brand's newest photos on a page without the id", () => {
    for (const filter of [{ by: 'category' }, { by: 'product' }] as const) {
      expect(galleryRequest(filter, place('/en-us/explore'), page)).toEqual({
        method: 'GET',
        path: '/social/v1/customers/ridgeline/media/recent',
        query: { limit: '12' },
      });
    }
  });

  it('encodes what it puts in a path', () => {
    expect(galleryRequest({ by: 'brand' }, { customerId: 'a/b', path: '/' }, page).path).toBe('/social/v1/customers/a%2Fb/media/recent');
  });

  it('rejects filters the content cannot mean, naming the field', () => {
    expect(ugcFilterSchema.safeParse({ by: 'streams', streamIds: [] }).error?.issues[0]?.path).toEqual(['streamIds']);
    expect(ugcFilterSchema.safeParse({ by: 'category', categoryId: '12' }).error?.issues[0]?.path).toEqual(['categoryId']);
    expect(ugcFilterSchema.safeParse({ by: 'product', productId: 'boots' }).error?.issues[0]?.path).toEqual(['productId']);
    expect(ugcFilterSchema.safeParse({ by: 'everything' }).success).toBe(false);
  });
});

describe('createProductLookup', () => {
  const recording = (status: () => number) => {
    const calls: ApiRequest[] = [];
    const transport: Transport = (request) => {
      calls.push(request);
      return Promise.resolve({ status: status(), headers: {}, body: { masterId: request.path.split('/')[4] } });
    };
    return { calls, lookup: createProductLookup(createApiClient(transport, { locale: 'en-gb' })) };
  };

  it('asks for each master id once, with the locale, however often it is looked up', async () => {
    const { calls, lookup } = recording(() => 200);
    const answers = await Promise.all([lookup('RL10062010'), lookup('RL30041010'), lookup('RL10062010')]);
    await lookup('RL10062010');
    expect(answers.map((a) => a.masterId)).toEqual(['RL10062010', 'RL30041010', 'RL10062010']);
    expect(calls.map((c) => c.path)).toEqual(['/products/v2/products/RL10062010/summary', '/products/v2/products/RL30041010/summary']);
    expect(calls[0]?.query?.locale).toBe('en-gb');
  });

  it('forgets a failed lookup, so the next one asks again', async () => {
    let status = 503;
    const { calls, lookup } = recording(() => status);
    await expect(lookup('RL10062010')).rejects.toThrow('503');
    status = 200;
    await expect(lookup('RL10062010')).resolves.toMatchObject({ masterId: 'RL10062010' });
    expect(calls).toHaveLength(2);
  });
});
