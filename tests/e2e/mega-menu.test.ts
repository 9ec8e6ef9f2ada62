import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The first level-1 item of the desktop bar that opens a panel, and that panel. */
function firstPanel(page: Page) {
  const trigger = page.locator('nav .ts-mega__bar button[aria-expanded]').first();
  const panel = page.locator('nav .ts-mega__bar .ts-mega__panel').first();
  return { trigger, panel };
}

async function expectClosed(page: Page) {
  const { trigger, panel } = firstPanel(page);
  await page.waitForFunction(() => document.querySelector('nav .ts-mega__bar button[aria-expanded]')?.getAttribute('aria-expanded') === 'false');
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  expect(await panel.isVisible()).toBe(false);
}

/** Follows the first link of the open panel and checks the page changed without a full load. */
async function followPanelLink(page: Page) {
  const { panel } = firstPanel(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const link = panel.locator('a[href^="/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => url.pathname === href?.split('?')[0]);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

describe('mega menu', () => {
  it('Ridgeline opens on hover and closes on Escape and on a client-side route change', async () => {
    const page = await openPage(browser);
    await page.goto('/en-us');
    await hydrated(page);
    const { trigger, panel } = firstPanel(page);

    await trigger.hover();
    await panel.waitFor({ state: 'visible' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expectClosed(page);

    await page.mouse.move(0, 500);
    await trigger.hover();
    await panel.waitFor({ state: 'visible' });
    await followPanelLink(page);
    await expectClosed(page);
    await page.context().close();
  });

  it('Kestrel opens on click, not on hover, and closes on Escape and on a client-side route change', async () => {
    const page = await openPage(browser);
    await page.goto('/en-gb');
    await hydrated(page);
    const { trigger, panel } = firstPanel(page);

    await trigger.hover();
    await page.waitForTimeout(300);
    expect(await panel.isVisible()).toBe(false);
    await trigger.click();
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expectClosed(page);

    await trigger.click();
    await panel.waitFor({ state: 'visible' });
    await followPanelLink(page);
    await expectClosed(page);
    await page.context().close();
  });
});
