/**
 * A small least-recently-used map bounded by total bytes and by entry count. Rendering a raster costs
 * tens of milliseconds; the same few hero and card sizes are asked for again and again.
 */
export class LruBytes<V extends { readonly byteLength: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // NB: a Map iterates in insertion order; re-inserting marks the entry most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= old.byteLength;
    }
    // One value larger than the whole budget is served but never kept.
    if (value.byteLength > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes && this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.byteLength;
    }
  }
}
