import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage } from './browser';
import { axeClean, tabTo } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

/** The kept answer, as the browser holds it: the granted groups of `ts_consent`. */
async function keptGroups(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ts_consent');
  return cookie ? decodeURIComponent(cookie.value) : null;
}

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

describe('the consent banner, by keyboard', () => {
  it('asks on an EMEA site, saves the settings chosen in its dialog, and does not ask again', async () => {
    const page = await openPage(browser, { askConsent: true });
    const errors = collectErrors(page);
    await open(page, '/en-gb');
    await banner(page).waitFor();
    // Nothing answered yet: no cookie, and the banner passes axe with the page.
    expect(await keptGroups(page)).toBeNull();
    expect(await axeClean(page)).toBe('');

    // Right after the skip link: the banner's answers come before the page's links.
    await page.locator('body').focus();
    await tabTo(page, (el) => el.text === 'Cookie settings', 6);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    const necessary = dialog.getByRole('switch', { name: 'Strictly necessary' });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    expect(await axeClean(page)).toBe('');

    // The focus stays inside the dialog: Tab to the targeting switch, turn it on, save.
    await tabTo(page, (el) => el.label === 'Personalisation and advertising', 10);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.text === 'Save my choices', 6);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await banner(page).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Your cookie choices are saved.' }).waitFor();
    expect(await keptGroups(page)).toBe('C0001:1,C0002:0,C0003:0,C0004:1');
    // The focus went to the page, not lost to the body.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // Answered: another page, and the same page again, do not ask.
    await open(page, '/en-gb/help/contact-us');
    await page.getByRole('contentinfo').waitFor();
    expect(await banner(page).count()).toBe(0);

    // The footer's "Cookie settings" opens the dialog with the kept answer; Escape leaves it as it was.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Personalisation and advertising' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Performance' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
    expect(await keptGroups(page)).toBe('C0001:1,C0002:0,C0003:0,C0004:1');
    expect(errors).toEqual([]);
  });

  it('keeps "Accept all" and "Necessary only" as answers, and the pop-ups wait for the answer', async () => {
    const page = await openPage(browser, { askConsent: true });
    await open(page, '/fr-fr');
    const fr = page.getByRole('region', { name: 'Nous utilisons des cookies' });
    await fr.waitFor();
    // Consent first: no pop-up is shown while the banner asks.
    expect(await page.locator('.ts-popup-layer').count()).toBe(0);
    await fr.getByRole('button', { name: 'Uniquement les nécessaires' }).focus();
    await page.keyboard.press('Enter');
    await fr.waitFor({ state: 'detached' });
    expect(await keptGroups(page)).toBe('C0001:1,C0002:0,C0003:0,C0004:0');

    const other = await openPage(browser, { askConsent: true });
    await open(other, '/de-de');
    const de = other.getByRole('region', { name: 'Wir verwenden Cookies' });
    await de.getByRole('button', { name: 'Alle akzeptieren' }).focus();
    await other.keyboard.press('Enter');
    await de.waitFor({ state: 'detached' });
    expect(await keptGroups(other)).toBe('C0001:1,C0002:1,C0003:1,C0004:1');
  });

  it('does not ask on a site outside EMEA, where its footer still offers the settings', async () => {
    const page = await openPage(browser, { askConsent: true });
    await open(page, '/en-us');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).waitFor();
    expect(await page.getByRole('region', { name: 'We use cookies' }).count()).toBe(0);
    expect(await keptGroups(page)).toBeNull();
  });
});
