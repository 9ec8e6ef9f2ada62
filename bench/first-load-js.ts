import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/support/chromium';
import { fmt } from './stats';

export interface FirstLoad {
  readonly path: string;
  readonly files: number;
  readonly rawKb: number;
  readonly gzipKb: number;
}

/** How long no script may be in flight before the first load counts as done. */
const SCRIPTS_QUIET_MS = 1000;

/**
 * First-load JavaScript of pages as a shopper's browser fetches it: every script response until the
 * page has hydrated and no script has been in flight for a second (no scrolling, so lazy sections and
 * below-the-fold blocks are not counted), gzipped. Images and media do not delay the count.
 */
export async function measureFirstLoadJs(baseUrl: string, paths: readonly string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const results: FirstLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      let inFlight = 0;
      let lastChange = Date.now();
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        inFlight += 1;
        lastChange = Date.now();
      });
      const settle = () => {
        inFlight -= 1;
        lastChange = Date.now();
      };
      page.on('requestfailed', (request) => request.resourceType() === 'script' && settle());
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(response.body().finally(settle));
      });
      await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 60_000 });
      while (inFlight > 0 || Date.now() - lastChange < SCRIPTS_QUIET_MS) await page.waitForTimeout(100);
      const buffers = await Promise.all(bodies);
      results.push({
        path,
        files: buffers.length,
        rawKb: buffers.reduce((n, b) => n + b.length, 0) / 1024,
        gzipKb: buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1024,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const describeFirstLoad = (r: FirstLoad): string =>
  `${r.path.padEnd(14)} ${fmt(r.gzipKb, 1)} kB gzip (${fmt(r.rawKb, 1)} kB raw, ${r.files} files)`;
