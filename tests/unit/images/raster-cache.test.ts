import { describe, expect, it } from 'vitest';
import { LruBytes } from '../../../server/images/raster-cache';

const bytes = (n: number) => ({ byteLength: n });

describe('LruBytes', () => {
  it('evicts the least recently used entry when the byte budget is exceeded', () => {
    const lru = new LruBytes(10, 100);
    lru.set('a', bytes(4));
    lru.set('b', bytes(4));
    expect(lru.get('a')).toBeDefined(); // a is now the most recent
    lru.set('c', bytes(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(8);
  });

  it('bounds the entry count too, and never keeps a value larger than the whole budget', () => {
    const lru = new LruBytes(100, 2);
    lru.set('a', bytes(1));
    lru.set('b', bytes(1));
    lru.set('c', bytes(1));
    expect(lru.size).toBe(2);
    expect(lru.get('a')).toBeUndefined();
    lru.set('huge', bytes(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const lru = new LruBytes(100, 10);
    lru.set('a', bytes(30));
    lru.set('a', bytes(20));
    expect(lru.bytes).toBe(20);
    expect(lru.size).toBe(1);
  });
});
