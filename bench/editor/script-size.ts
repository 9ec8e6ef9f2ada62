import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { fmt } from '../stats';

/** How long no script may have been requested, after the page loaded and said it is ready, before the count ends. */
const QUIET_MS = 3000;
const DEADLINE_MS = 120_000;

/** Where a build's files are on disk, by the URL path they are served under. */
export interface ServedBuild {
  readonly urlPrefix: string;
  readonly dir: string;
}

export interface ScriptSize {
  readonly files: number;
  /** Brotli bytes as sent: the build's precompressed `.br` files (quality 11), what the server sends for `br`. */
  readonly brotliKb: number;
  readonly rawKb: number;
}

export interface FirstLoadScripts {
  /** The page's own scripts. */
  readonly page: ScriptSize;
  /** Scripts of frames inside it (Tessera's preview: the storefront in preview mode). */
  readonly frames: ScriptSize;
}

async function sizeOf(paths: readonly string[], builds: readonly ServedBuild[]): Promise<ScriptSize> {
  let brotli = 0;
  let raw = 0;
  for (const path of paths) {
    const build = builds.find((b) => path.startsWith(b.urlPrefix));
    if (!build) throw new Error(`a script from no known build: ${path}`);
    const file = join(build.dir, path.slice(build.urlPrefix.length));
    const [plain, compressed] = await Promise.all([stat(file), stat(`${file}.br`)]).catch(() => {
      throw new Error(`${file} or its .br is missing: build first (npm run bench:editor does)`);
    });
    raw += plain.size;
    brotli += compressed.size;
  }
  return { files: paths.length, brotliKb: brotli / 1024, rawKb: raw / 1024 };
}

/**
 * The scripts a page fetches on its first load (cache off), until it is ready (`ready`, a function run in the page)
 * and then 3 s pass with no new script: every script the browser asked for, the page's own apart from its frames'.
 * Both builds are precompressed the same way (scripts/precompress-assets.ts) and the server sends those files as
 * they are, so their sizes on disk are the bytes sent.
 */
export async function firstLoadScripts(
  context: BrowserContext,
  url: string,
  ready: string,
  builds: readonly ServedBuild[],
): Promise<FirstLoadScripts> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const own = new Set<string>();
    const framed = new Set<string>();
    let last = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      last = Date.now();
      const path = new URL(request.url()).pathname;
      (request.frame() === page.mainFrame() ? own : framed).add(path);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(ready, undefined, { timeout: DEADLINE_MS });
    const deadline = Date.now() + DEADLINE_MS;
    while (Date.now() - last < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url} kept fetching scripts`);
      await page.waitForTimeout(250);
    }
    return { page: await sizeOf([...own], builds), frames: await sizeOf([...framed], builds) };
  } finally {
    await page.close();
  }
}

export const describeSize = (size: ScriptSize): string => `${fmt(size.brotliKb, 1)} kB brotli (${fmt(size.rawKb, 1)} kB raw, ${size.files} files)`;
