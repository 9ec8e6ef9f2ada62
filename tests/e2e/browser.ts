import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs } from '../support/chromium';
import { watchCspViolations } from './csp-violations';

export const baseUrl = (): string => inject('baseUrl');

/** Debian's Chromium (or `CHROME_PATH`), headless with the flags that work on these machines. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

/** The consent banner's "Necessary only" answer: what a shopper who answered and wants nothing optional holds. */
export const NECESSARY_ONLY = 'C0001:1,C0002:0,C0003:0,C0004:0';

/**
 * A desktop-sized page on the storefront's origin, watched for CSP violations (which fail the test: `setup.ts`).
 * The shopper has answered the consent banner with "Necessary only" (so it sits over nothing and personalization
 * behaves as with no answer), unless `askConsent` leaves the banner to the test.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions & { askConsent?: boolean } = {}): Promise<Page> {
  const { askConsent = false, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, ...contextOptions });
  if (!askConsent) await context.addCookies([{ name: 'ts_consent', value: encodeURIComponent(NECESSARY_ONLY), url: baseUrl() }]);
  await watchCspViolations(context);
  return context.newPage();
}

/** Console errors and uncaught page errors, collected while the page lives. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A shopper who has already closed the site's pop-ups, so nothing sits over the page. */
export async function withoutPopups(page: Page, siteId: string, base: string = baseUrl()): Promise<void> {
  const response = await fetch(`${base}/publish/caas/v1/canvas/popups/${siteId}`);
  const { data } = (await response.json()) as { data: { popups: { id: string; kind: string }[] } };
  await page.context().addCookies(data.popups.map((p) => ({ name: `ts_popup_${p.kind}_${p.id}`, value: '1', url: base })));
}

/**
 * Resolves once React has hydrated the document (the root container is marked on `document`). It waits on that
 * condition alone: on a busy machine hydration takes long, and the test's own limit catches a page that never does.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 0 });

/** Marks the document, so a later check tells a client-side navigation from a full page load. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
