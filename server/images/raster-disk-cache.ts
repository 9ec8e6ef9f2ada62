import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** What the cache may hold on disk unless told otherwise (`IMAGE_CACHE_MB`): the demo catalogue at its usual sizes fits. */
export const DEFAULT_RASTER_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Rendered rasters kept on disk, so a restart (or another server process on the same machine) does not draw
 * the catalogue's pictures again: drawing a doubled hero takes the better part of a second. Files are named by
 * a digest of everything the picture depends on (the drawing itself included, so a changed drawing is a new
 * file) and written whole before they get their name: readers never see half a file.
 *
 * The folder is bounded: past `maxBytes` the least recently used files go. The order starts from the files'
 * modification times when a process first touches the folder (so it survives restarts) and follows reads and
 * writes after that. Several processes may share the folder; a file another one evicted is only a miss.
 */
export class RasterDiskCache {
  #ready: Promise<boolean> | undefined;
  /** File name → size, least recently used first. */
  #index: Promise<Map<string, number>> | undefined;
  #bytes = 0;

  constructor(
    readonly directory: string,
    readonly maxBytes: number = DEFAULT_RASTER_CACHE_BYTES,
  ) {}

  /** The name a render is kept under. */
  static key(parts: readonly string[]): string {
    const hash = createHash('sha1');
    for (const part of parts) hash.update(part).update('\u0000');
    return hash.digest('hex');
  }

  /** Bytes the folder holds, as this process knows it. */
  async bytes(): Promise<number> {
    await this.#files();
    return this.#bytes;
  }

  async get(key: string, extension: string): Promise<Buffer | undefined> {
    const name = `${key}.${extension}`;
    try {
      const data = await readFile(join(this.directory, name));
      this.#touch(await this.#files(), name, data.byteLength);
      return data;
    } catch {
      return undefined;
    }
  }

  /** Keeps a render; a disk that refuses (full, read-only) only costs the next process a render. */
  async set(key: string, extension: string, data: Buffer): Promise<void> {
    if (data.byteLength > this.maxBytes || !(await this.#mkdir())) return;
    const name = `${key}.${extension}`;
    const file = join(this.directory, name);
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true }).catch(() => undefined);
      return;
    }
    const files = await this.#files();
    this.#touch(files, name, data.byteLength);
    await this.#evict(files);
  }

  #touch(files: Map<string, number>, name: string, size: number): void {
    this.#bytes += size - (files.get(name) ?? 0);
    files.delete(name);
    files.set(name, size);
  }

  /** Removes the least recently used files until the folder is within its bound. */
  async #evict(files: Map<string, number>): Promise<void> {
    while (this.#bytes > this.maxBytes) {
      const oldest = files.keys().next();
      if (oldest.done) return;
      const size = files.get(oldest.value) ?? 0;
      files.delete(oldest.value);
      this.#bytes -= size;
      await rm(join(this.directory, oldest.value), { force: true }).catch(() => undefined);
    }
  }

  /** The folder's files, oldest first, read once per process. */
  #files(): Promise<Map<string, number>> {
    this.#index ??= (async () => {
      const files = new Map<string, number>();
      const names = await readdir(this.directory).catch(() => [] as string[]);
      const entries = await Promise.all(
        names
          .filter((name) => !name.endsWith('.partial'))
          .map(async (name) => {
            const info = await stat(join(this.directory, name)).catch(() => undefined);
            return info?.isFile() ? { name, size: info.size, at: info.mtimeMs } : undefined;
          }),
      );
      for (const entry of entries.filter((e) => e !== undefined).sort((a, b) => a.at - b.at)) {
        files.set(entry.name, entry.size);
        this.#bytes += entry.size;
      }
      return files;
    })();
    return this.#index;
  }

  #mkdir(): Promise<boolean> {
    this.#ready ??= mkdir(this.directory, { recursive: true }).then(
      () => true,
      () => false,
    );
    return this.#ready;
  }
}

/** `IMAGE_CACHE_DIR`, or the project's own cache folder beside its dependencies. */
export const defaultRasterCacheDirectory = (): string =>
  process.env.IMAGE_CACHE_DIR ?? resolve(import.meta.dirname, '../../node_modules/.cache/tessera-images');

/** `IMAGE_CACHE_MB` in bytes, or the default. */
export const defaultRasterCacheBytes = (): number => {
  const mb = Number(process.env.IMAGE_CACHE_MB);
  return Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_RASTER_CACHE_BYTES;
};
