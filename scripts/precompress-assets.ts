import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text assets. Pictures and fonts are compressed already. */
const TEXT = /\.(js|css|svg|json)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset of a client build, once at build time.
 * The server sends them as they are (`preCompressed`), so a shopper gets the smallest encoding without the
 * server compressing the same files on every request at the fast, larger setting of on-the-fly compression.
 */
export async function precompressAssets(dir: string): Promise<{ files: number; rawBytes: number; brotliBytes: number }> {
  const names = (await readdir(dir)).filter((name) => TEXT.test(name));
  let rawBytes = 0;
  let brotliBytes = 0;
  for (const name of names) {
    const path = join(dir, name);
    const body = await readFile(path);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    rawBytes += body.length;
    brotliBytes += brotli.length;
    await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipSync(body, { level: 9 }))]);
  }
  return { files: names.length, rawBytes, brotliBytes };
}

// `tsx scripts/precompress-assets.ts dist/client/assets` (the last step of `npm run build`).
if (process.argv[1]?.endsWith('precompress-assets.ts')) {
  const dir = process.argv[2] ?? 'dist/client/assets';
  const { files, rawBytes, brotliBytes } = await precompressAssets(dir);
  console.log(`precompressed ${files} assets in ${dir}: ${(rawBytes / 1024).toFixed(1)} kB → ${(brotliBytes / 1024).toFixed(1)} kB brotli`);
}
