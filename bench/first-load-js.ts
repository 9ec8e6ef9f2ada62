import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../vite.config';
import { fmt } from './stats';

export interface FirstLoad {
  readonly path: string;
  readonly files: number;
  readonly rawKb: number;
  readonly gzipKb: number;
}

/**
 * First-load JavaScript of pages as a shopper's browser fetches it: every script response until the
 * network is idle (no scrolling, so lazy sections and below-the-fold blocks are not counted), gzipped.
 */
export async function measureFirstLoadJs(baseUrl: string, paths: readonly string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const results: FirstLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
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
  `${r.path.padEnd(8)} ${fmt(r.gzipKb, 1)} kB gzip (${fmt(r.rawKb, 1)} kB raw, ${r.files} files)`;
