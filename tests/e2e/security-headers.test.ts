import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage } from './browser';
import { takeCspViolations } from './csp-violations';
import { signInContext } from './editor-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const nonceOf = (policy: string | undefined) => /script-src [^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** Every script element of the document: whether it is inline, its type and its nonce (the property: browsers hide the attribute). */
const scriptsOf = (page: Page) =>
  page.evaluate(() => [...document.scripts].map((s) => ({ inline: !s.src, type: s.type, nonce: s.nonce, head: s.outerHTML.slice(0, 60) })));

/** Adds an iframe showing `src` to the page and waits until it has loaded (or been refused). */
async function frame(page: Page, src: string): Promise<Frame> {
  const name = `frame-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([url, id]) =>
      new Promise<void>((done) => {
        const iframe = document.createElement('iframe');
        iframe.name = id;
        iframe.src = url;
        iframe.addEventListener('load', () => done(), { once: true });
        document.body.append(iframe);
      }),
    [src, name] as const,
  );
  const found = page.frame({ name });
  if (!found) throw new Error(`no frame ${name}`);
  return found;
}

describe('security headers in the browser', () => {
  it('runs a page whose inline scripts carry its answer’s nonce, fresh on every load, and hydrates it under the policy', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    const first = await page.goto('/en-us');
    const nonce = nonceOf(first?.headers()['content-security-policy']);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    await hydrated(page);
    const scripts = await scriptsOf(page);
    expect(scripts.filter((s) => s.inline && s.type !== 'application/ld+json').length).toBeGreaterThan(0);
    for (const script of scripts.filter((s) => s.type !== 'application/ld+json')) expect(script.nonce, script.head).toBe(nonce);

    const again = await page.reload();
    const next = nonceOf(again?.headers()['content-security-policy']);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(nonce);
    await hydrated(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the editor frame a preview page, which hydrates in the frame, and refuses to frame a public page', async () => {
    const page = await openPage(browser);
    await signInContext(page.context()); // previews answer only to editors
    await page.goto('/editor');
    const preview = await frame(page, '/pre/en-us');
    await preview.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 15_000 });
    expect(await preview.locator('main h1').count()).toBe(1);

    const refused = await frame(page, '/en-us');
    expect(await refused.evaluate(() => document.querySelector('main h1')).catch(() => null)).toBeNull();
    // The one violation this test causes on purpose: taken here, so the check after every test sees none.
    const violations = takeCspViolations();
    expect(violations.some((v) => v.includes('frame-ancestors'))).toBe(true);
    expect(violations.every((v) => v.includes('frame-ancestors'))).toBe(true);
    await page.context().close();
  });
});
