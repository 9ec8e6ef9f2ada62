import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Rendered rasters kept on disk, so a restart (or another server process on the same machine) does not draw
 * the catalogue's pictures again: drawing a doubled hero takes the better part of a second. Files are named by
 * a digest of everything the picture depends on (the drawing itself included, so a changed drawing is a new
 * file) and written whole before they get their name: readers never see half a file.
 */
export class RasterDiskCache {
  #ready: Promise<boolean> | undefined;

  constructor(readonly directory: string) {}

  /** The name a render is kept under. */
  static key(parts: readonly string[]): string {
    const hash = createHash('sha1');
    for (const part of parts) hash.update(part).update('\u0000');
    return hash.digest('hex');
  }

  async get(key: string, extension: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.#path(key, extension));
    } catch {
      return undefined;
    }
  }

  /** Keeps a render; a disk that refuses (full, read-only) only costs the next process a render. */
  async set(key: string, extension: string, data: Buffer): Promise<void> {
    if (!(await this.#mkdir())) return;
    const file = this.#path(key, extension);
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true }).catch(() => undefined);
    }
  }

  #path(key: string, extension: string): string {
    return join(this.directory, `${key}.${extension}`);
  }

  #mkdir(): Promise<boolean> {
    this.#ready ??= mkdir(this.directory, { recursive: true }).then(() => true, () => false);
    return this.#ready;
  }
}

/** `IMAGE_CACHE_DIR`, or the project's own cache folder beside its dependencies. */
export const defaultRasterCacheDirectory = (): string =>
  process.env.IMAGE_CACHE_DIR ?? resolve(import.meta.dirname, '../../node_modules/.cache/tessera-images');
