import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { comparePng } from './compare';

const baselines = resolve(import.meta.dirname, '__baselines__');
const diffs = resolve(import.meta.dirname, '__diffs__');
/** `UPDATE_VISUAL=1` rewrites the baselines instead of comparing with them. */
export const updating = process.env.UPDATE_VISUAL === '1';
// Motion settles to one frame: no transitions, no blinking caret.
const STILL = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/** The whole page, once motion is stilled and its fonts and eager pictures have loaded. */
export async function stillScreenshot(page: Page): Promise<Buffer> {
  await page.addStyleTag({ content: STILL });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images in hidden panels never load: wait for the eager ones only, and not forever.
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 5000))]);
  });
  await page.waitForTimeout(150);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** The pictures on the page that failed to load (a broken-image icon in the screenshot), by source. */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src))
      .map((img) => (img.currentSrc || img.src).slice(0, 120)),
  );
}

/** Whether a screenshot is one colour from edge to edge: a story that shows nothing checks nothing. */
export function isBlank(png: Buffer): boolean {
  const { data } = PNG.sync.read(png);
  for (let i = 4; i < data.length; i += 4) {
    if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) return false;
  }
  return true;
}

/**
 * Compares a screenshot with its committed baseline (or, when updating, writes it). Returns what went wrong,
 * or '' when the screenshot matches; a mismatch leaves the actual and diff images in `__diffs__`.
 */
export function againstBaseline(file: string, actual: Buffer): string {
  const baselinePath = resolve(baselines, file);
  if (updating) {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baselinePath, actual);
    return '';
  }
  if (!existsSync(baselinePath)) return `No baseline ${file}: run npm run test:visual:update and commit it.`;
  const result = comparePng(readFileSync(baselinePath), actual);
  if (result.same) return '';
  mkdirSync(diffs, { recursive: true });
  writeFileSync(resolve(diffs, file.replace('.png', '.actual.png')), actual);
  if (result.diff) writeFileSync(resolve(diffs, file.replace('.png', '.diff.png')), result.diff);
  // A screenshot of another size has no diff image: point at what it looks like now.
  return `${result.reason} — see tests/visual/__diffs__/${file.replace('.png', result.diff ? '.diff.png' : '.actual.png')}`;
}
