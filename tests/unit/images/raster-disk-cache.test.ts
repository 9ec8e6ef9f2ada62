import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RasterDiskCache } from '../../../server/images/raster-disk-cache';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'raster-cache-test-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('RasterDiskCache', () => {
  it('keeps a render for another process to read, named by everything it depends on', async () => {
    const dir = join(folder(), 'not-there-yet');
    const key = RasterDiskCache.key(['<svg/>', 'webp', '50', '60']);
    await new RasterDiskCache(dir).set(key, 'webp', Buffer.from('drawn'));
    expect((await new RasterDiskCache(dir).get(key, 'webp'))?.toString()).toBe('drawn');
    expect(RasterDiskCache.key(['<svg/>', 'webp', '50', '61'])).not.toBe(key);
    expect(RasterDiskCache.key(['<svg />', 'webp', '50', '60'])).not.toBe(key);
  });

  it('answers nothing for a render it does not hold, and leaves no partial files behind', async () => {
    const dir = folder();
    const cache = new RasterDiskCache(dir);
    expect(await cache.get('missing', 'webp')).toBeUndefined();
    await Promise.all([cache.set('same', 'jpg', Buffer.alloc(50_000, 1)), cache.set('same', 'jpg', Buffer.alloc(50_000, 1))]);
    expect(readdirSync(dir)).toEqual(['same.jpg']);
  });

  it('shrugs off a folder it cannot write to: the next process draws again', async () => {
    const file = join(folder(), 'a-file');
    writeFileSync(file, 'in the way');
    const cache = new RasterDiskCache(join(file, 'cache'));
    await expect(cache.set('k', 'webp', Buffer.from('x'))).resolves.toBeUndefined();
    expect(await cache.get('k', 'webp')).toBeUndefined();
  });

  it('stays within its bound, dropping the least recently used renders first', async () => {
    const dir = folder();
    const cache = new RasterDiskCache(dir, 3_000);
    for (const name of ['a', 'b', 'c']) await cache.set(name, 'webp', Buffer.alloc(1_000, 1));
    expect(await cache.get('a', 'webp')).toBeDefined(); // a is used again: b is now the oldest
    await cache.set('d', 'webp', Buffer.alloc(1_000, 1));
    expect(readdirSync(dir).sort()).toEqual(['a.webp', 'c.webp', 'd.webp']);
    expect(await cache.bytes()).toBe(3_000);
    // A render larger than the whole bound is not kept at all.
    await cache.set('huge', 'webp', Buffer.alloc(4_000, 1));
    expect(readdirSync(dir)).not.toContain('huge.webp');
  });

  it("after a restart, starts from the files' modification times", async () => {
    const dir = folder();
    for (const [name, at] of [
      ['new', 3],
      ['old', 1],
      ['mid', 2],
    ] as const) {
      writeFileSync(join(dir, `${name}.webp`), Buffer.alloc(1_000, 1));
      utimesSync(join(dir, `${name}.webp`), at * 1000, at * 1000);
    }
    const restarted = new RasterDiskCache(dir, 3_000);
    expect(await restarted.bytes()).toBe(3_000);
    await restarted.set('next', 'webp', Buffer.alloc(1_000, 1));
    expect(readdirSync(dir).sort()).toEqual(['mid.webp', 'new.webp', 'next.webp']);
  });
});
