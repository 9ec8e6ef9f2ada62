import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Script URLs the page fetched whose code is hls.js (its chunk is named after the package). */
const hlsRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /hls/i.test(request.url())) urls.push(request.url());
  });
  return urls;
};

/**
 * Resolves once the page's video plays and its time has moved. Generous: hls.js, then the stream, load first and
 * the machine may be busy; polling, never a fixed sleep.
 */
const playing = (page: Page) =>
  page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-block-type="video"] video');
      return video !== null && !video.paused && video.currentTime > 0.2;
    },
    undefined,
    { timeout: 60_000, polling: 200 },
  );

describe('video block', () => {
  it('has its poster in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/en-us`)).text();
    const block = html.slice(html.indexOf('data-block-type="video"'));
    expect(block).toMatch(/^data-block-type="video"/);
    expect(block).toMatch(/<img[^>]+class="ts-picture__img"[^>]+src="\/images\/rl-forest-trail\./);
    expect(block).toContain('--ts-video-ar-sm:960 / 540');
  });

  it('plays the home page clip once in view: Chromium decodes the H.264 stream and time advances', { timeout: 120_000 }, async () => {
    const page = await openPage(browser);
    const segments: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/ridgeline-trail/')) segments.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/en-us', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    // The demo streams are fMP4 H.264 Constrained Baseline: this Chromium must decode it, or nothing below can pass.
    expect(await page.evaluate(() => MediaSource.isTypeSupported('video/mp4; codecs="avc1.42C01E"'))).toBe(true);

    const block = page.locator('[data-block-type="video"]');
    await block.locator('.ts-video__frame').scrollIntoViewIfNeeded();
    // hls.js loads on approach (this clip autoplays), then the stream.
    await playing(page);
    const player = block.locator('video');
    expect(
      await player.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, frames: v.getVideoPlaybackQuality().totalVideoFrames > 0 })),
    ).toEqual({ muted: true, loop: true, frames: true });
    expect(segments).toEqual(
      expect.arrayContaining([
        '200 /media/ridgeline-trail/index.m3u8',
        '200 /media/ridgeline-trail/init.mp4',
        '200 /media/ridgeline-trail/segment-0.m4s',
      ]),
    );

    // The shopper pauses with the keyboard; time then stands still.
    const pause = block.getByRole('button', { name: 'Pause video: Made for the long way round' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-block-type="video"] video')?.paused === true, undefined, {
      timeout: 10_000,
    });
    const stopped = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(400);
    expect(await player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(stopped);
    expect(await block.getByRole('button', { name: 'Play video: Made for the long way round' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('fetches no player for a click-to-play clip until the shopper reaches for it, then plays it from its button', { timeout: 120_000 }, async () => {
    const page = await openPage(browser);
    const scripts = hlsRequests(page);
    await page.goto('/en-us/explore', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const block = page.locator('[data-block-type="video"]');
    const player = block.locator('video');
    await page.mouse.move(0, 0);
    await block.locator('.ts-video__frame').evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
    // In view and hydrated (React's props on the player), yet nobody reached for it: no player, no stream.
    await page.waitForFunction(
      () => Object.keys(document.querySelector('[data-block-type="video"] video') ?? {}).some((k) => k.startsWith('__react')),
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    expect(await player.getAttribute('src')).toBeNull();

    // The keyboard: Tab onto the play button (hls.js starts loading), Enter plays with native controls.
    const start = block.getByRole('button', { name: 'Play video: See it in motion' });
    await start.focus();
    await page.keyboard.press('Enter');
    await playing(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await player.evaluate((v) => v.hasAttribute('controls') && v === document.activeElement)).toBe(true);
    expect(await start.count()).toBe(0);
    await page.context().close();
  });

  it('loads no hls.js on a page without a video', async () => {
    const page = await openPage(browser);
    const scripts = hlsRequests(page);
    await page.goto('/en-us/about', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    expect(await page.locator('[data-block-type="video"]').count()).toBe(0);
    expect(scripts).toEqual([]);
    await page.context().close();
  });
});
