import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs } from '../support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});
afterAll(() => browser?.close());

/**
 * Designers open stories in Storybook itself, where the story's frame is narrower than the window (the sidebar
 * and the panel take their share). A story about the desktop layout must show it there on a desktop screen.
 */
describe('stories in Storybook’s own frame', () => {
  it.each(['blocks-mega-menu--hover-brand', 'blocks-mega-menu--click-brand'])(
    '%s shows the desktop menu in a 1280-px window',
    async (storyId) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        await page.goto(`${inject('storybookUrl')}/?path=/story/${storyId}`, { waitUntil: 'load' });
        const frame = page.frameLocator('#storybook-preview-iframe');
        // Storybook's manager, then its preview, then the story: on a busy machine that is slow, so wait on the story
        // having rendered (its root has the menu), then read what it shows.
        await frame.locator('#storybook-root .ts-mega').first().waitFor({ state: 'attached', timeout: 150_000 });
        await expect.poll(() => frame.locator('.ts-mega__bar').isVisible(), { timeout: 30_000 }).toBe(true);
        expect(await frame.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
      } finally {
        await context.close();
      }
    },
    200_000,
  );
});
