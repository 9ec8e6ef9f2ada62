import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImageIds } from '../../../server/images/index';
import { MAX_QUEUED_RENDERS, rastersBeingDrawn } from '../../../server/images/raster';
import { IMAGE_WIDTHS } from '../../../runtime/core/image-ladder';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const id = demoImageIds[0];
const kind = databaseKinds[0];

describe.skipIf(kind === undefined || kind.skip)('raster demo images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind!.kind);
  });
  afterAll(() => t?.close());

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['jpg', 'image/jpeg', 'jpeg'],
    ['png', 'image/png', 'png'],
  ] as const)('renders %s at the asked size, cacheable for a year', async (ext, mime, sharpFormat) => {
    const response = await t.app.inject(`/images/${id}.${ext}?w=640&h=400&q=50&sharpen=60`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(mime);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: sharpFormat, width: 640, height: 400 });
  });

  it('keeps the natural aspect when only one side is asked for, and serves a repeat from the cache', async () => {
    const first = await t.app.inject(`/images/${id}.webp?w=400`);
    const again = await t.app.inject(`/images/${id}.webp?w=400`);
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.width).toBe(400);
    expect(meta.height).toBeGreaterThan(0);
  });

  it('draws any other size at the next width of the ladder, the height in proportion, one drawing for all', async () => {
    const odd = await t.app.inject(`/images/${id}.webp?w=700&h=350&q=50&sharpen=60`);
    const other = await t.app.inject(`/images/${id}.webp?w=800&h=400&q=50&sharpen=60`);
    expect(odd.statusCode).toBe(200);
    expect(await sharp(odd.rawPayload).metadata()).toMatchObject({ width: 960, height: 480 });
    expect(other.rawPayload.equals(odd.rawPayload)).toBe(true);
    const tall = await t.app.inject(`/images/${id}.webp?h=300`);
    expect((await sharp(tall.rawPayload).metadata()).height).toBe(400);
  });

  it('sharpens on request', async () => {
    const soft = await t.app.inject(`/images/${id}.png?w=200&h=200&sharpen=0`);
    const crisp = await t.app.inject(`/images/${id}.png?w=200&h=200&sharpen=100`);
    expect(crisp.rawPayload.equals(soft.rawPayload)).toBe(false);
  });

  it('gives lower quality fewer bytes', async () => {
    const low = await t.app.inject(`/images/${id}.jpg?w=600&h=400&q=10&sharpen=0`);
    const high = await t.app.inject(`/images/${id}.jpg?w=600&h=400&q=95&sharpen=0`);
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length);
  });

  it.each([
    ['w=15', 'query.w: must be an integer from 16 to 4000'],
    ['h=4001', 'query.h: must be an integer from 16 to 4000'],
    ['q=0', 'query.q: must be an integer from 1 to 100'],
    ['q=101', 'query.q: must be an integer from 1 to 100'],
    ['q=5.5', 'query.q: must be an integer from 1 to 100'],
    ['sharpen=-1', 'query.sharpen: must be an integer from 0 to 100'],
    ['sharpen=abc', 'query.sharpen: must be an integer from 0 to 100'],
  ])('answers %s with a 400 API400 envelope', async (query, message) => {
    const response = await t.app.inject(`/images/${id}.webp?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json<{ errorDetails: { errorId: string; message: string }[] }>(response);
    expect(body.errorDetails[0]?.errorId).toBe('API400');
    expect(body.errorDetails[0]?.message.startsWith(message)).toBe(true);
  });

  it('redirects to the vector original, uncached, while busy drawing others, and serves the raster once drawn', async () => {
    // Drawings no earlier run has made (they are kept on disk across runs): sizes snap to the ladder, so the
    // quality and sharpening tell them apart.
    const fresh = () => `q=${1 + Math.floor(Math.random() * 100)}&sharpen=${Math.floor(Math.random() * 101)}`;
    const [other, wanted] = [demoImageIds[1] ?? id, demoImageIds[2] ?? id];
    const busy = t.app.inject(`/images/${other}.webp?w=2560&h=1920&${fresh()}`);
    await expect.poll(() => rastersBeingDrawn(), { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
    const url = `/images/${wanted}.webp?w=1500&h=400&${fresh()}`;
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(307);
    expect(first.headers.location).toBe(`/images/${wanted}.svg?w=1500&h=400`);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject(first.headers.location as string)).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    await busy;
    await expect.poll(async () => (await t.app.inject(url)).statusCode, { timeout: 30_000, interval: 100 }).toBe(200);
    const drawn = await t.app.inject(url);
    expect(drawn.headers['content-type']).toBe('image/webp');
    expect((await sharp(drawn.rawPayload).metadata()).width).toBe(1600);
  });

  it('queues a bounded number of renders: past it, the vector original, and nothing more to draw', async () => {
    // Drawings no earlier run has made (they are kept on disk across runs).
    const h = 16 + Math.floor(Math.random() * 200);
    const sharpen = Math.floor(Math.random() * 101);
    let most = 0;
    const sample = setInterval(() => (most = Math.max(most, rastersBeingDrawn())), 1);
    try {
      const answers = await Promise.all(
        Array.from({ length: MAX_QUEUED_RENDERS * 3 }, (_, i) =>
          t.app.inject(`/images/${id}.webp?w=${IMAGE_WIDTHS[i % 5]}&h=${h}&q=${1 + i}&sharpen=${sharpen}`),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 307)).toBe(true);
      expect(answers.filter((answer) => answer.statusCode === 307).length).toBeGreaterThanOrEqual(MAX_QUEUED_RENDERS);
      await expect.poll(() => rastersBeingDrawn(), { timeout: 60_000, interval: 50 }).toBe(0);
    } finally {
      clearInterval(sample);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MAX_QUEUED_RENDERS);
  }, 90_000);

  it('answers unknown ids and formats with a 404', async () => {
    expect((await t.app.inject('/images/no-such-image-anywhere.webp')).statusCode).toBe(404);
    expect((await t.app.inject(`/images/${id}.gif`)).statusCode).toBe(404);
  });
});
