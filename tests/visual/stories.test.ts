import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs } from '../../vite.config';
import { comparePng } from './compare';

/** Every story at a phone and a desktop width, against the committed baselines. `UPDATE_VISUAL=1` rewrites them. */
const widths = [
  { name: 'small', width: 390, height: 844 },
  { name: 'large', width: 1280, height: 800 },
] as const;
const baselines = resolve(import.meta.dirname, '__baselines__');
const diffs = resolve(import.meta.dirname, '__diffs__');
const updating = process.env.UPDATE_VISUAL === '1';
// Motion settles to one frame: no transitions, no blinking caret.
const STILL = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});
afterAll(() => browser?.close());

async function screenshot(storyId: string, width: number, height: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    await page.goto(`${inject('storybookUrl')}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`, { waitUntil: 'networkidle' });
    // Storybook marks each render's phase; wait until the story (and its play function) is done.
    await page.waitForFunction(() => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
      return (preview?.storyRenders ?? []).some((r) => ['finished', 'completed', 'errored', 'aborted'].includes(r.phase ?? ''));
    }, undefined, { timeout: 20_000 });
    await page.addStyleTag({ content: STILL });
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Lazy images in hidden panels never load: wait for the eager ones only, and not forever.
      const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
      const loaded = Promise.all(pending.map((img) => new Promise((r) => { img.addEventListener('load', r, { once: true }); img.addEventListener('error', r, { once: true }); })));
      await Promise.race([loaded, new Promise((r) => setTimeout(r, 5000))]);
    });
    await page.waitForTimeout(150);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

describe('stories look as they did', () => {
  const cases = inject('storyIds').flatMap((id) => widths.map((w) => [id, w] as const));
  it.each(cases)('%s at %o', async (storyId, { name, width, height }) => {
    const file = `${storyId}--${name}.png`;
    const actual = await screenshot(storyId, width, height);
    const baselinePath = resolve(baselines, file);
    if (updating || !existsSync(baselinePath)) {
      if (!updating) throw new Error(`No baseline ${file}: run npm run test:visual:update and commit it.`);
      mkdirSync(baselines, { recursive: true });
      writeFileSync(baselinePath, actual);
      return;
    }
    const result = comparePng(readFileSync(baselinePath), actual);
    if (!result.same) {
      mkdirSync(diffs, { recursive: true });
      writeFileSync(resolve(diffs, file.replace('.png', '.actual.png')), actual);
      if (result.diff) writeFileSync(resolve(diffs, file.replace('.png', '.diff.png')), result.diff);
    }
    expect(result.same ? 'same' : `${result.reason} — see tests/visual/__diffs__/${file.replace('.png', '.diff.png')}`).toBe('same');
  });
});
