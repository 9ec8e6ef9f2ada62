import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The demo employee (README, "Shoppers"): terms not accepted, an annual cap of $1,500. */
const SAM = { email: 'staff@ridgeline.test', password: 'Tessera-demo-1' };

/** The other demo employee: Kestrel, en-gb, an annual cap of £1,200. */
const KLARA = { email: 'staff@kestrel.test', password: 'Tessera-demo-1' };

/** What the server holds for the signed-in shopper, read as the page reads it (its cookie). */
const profileOf = (page: Page, locale = 'en-us') =>
  page.evaluate(async (locale) => {
    const answer = await fetch(`/consumers-v3/consumer/profile?locale=${locale}`, { headers: { accept: 'application/json' } });
    return (await answer.json()) as { consumerProfile: { consumerDetails: { isEmployeeDiscountTCAccepted: boolean; employee?: unknown } } };
  }, locale);

/** The account's sign-in form, filled and sent by keyboard. */
async function signIn(page: Page, locale: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`/${locale}/account`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.locator('body').focus();
  await typeInto(page, 'username', who.email);
  await typeInto(page, 'current-password', who.password);
  await page.keyboard.press('Enter');
}

describe('an employee, by keyboard', () => {
  it('signs in, is asked to accept the discount terms, accepts them and sees the spend against the cap', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await signIn(page, 'en-us', SAM);

    // The dialog asks at once, its title focused; the rest of the page is out of reach while it is open.
    const dialog = page.getByRole('dialog', { name: 'Employee discount terms' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Employee discount terms');
    expect(await dialog.getByRole('link', { name: /Read the full employee discount terms/ }).getAttribute('href')).toBe(
      '/en-us/associate-discount-terms',
    );
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await axeClean(page)).toBe('');
    expect((await profileOf(page)).consumerProfile.consumerDetails.isEmployeeDiscountTCAccepted).toBe(false);

    await tabTo(page, (el) => el.text === 'Accept', 6);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('You’ve accepted the employee discount terms. Your discount now applies.').waitFor();

    // The banner: Sam's spend this year against the cap, in dollars, with its bar.
    const bar = page.getByRole('progressbar', { name: 'Employee discount' });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuetext')).toBe('$0.00 spent of your $1,500.00 annual cap');
    await page.getByText('$1,500.00 left this year').waitFor();
    expect(await axeClean(page)).toBe('');

    // The server holds the acceptance: the profile says so, and a reload asks nothing.
    expect((await profileOf(page)).consumerProfile.consumerDetails).toMatchObject({
      isEmployeeDiscountTCAccepted: true,
      employee: { currentSpend: 0, annualCap: 150_000 },
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await bar.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('puts the terms off with Not now: a notice offers them again, the discount is not applied', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'kestrel-en-gb');
    await signIn(page, 'en-gb', KLARA);
    const dialog = page.getByRole('dialog', { name: 'Employee discount terms' });
    await dialog.waitFor();
    await tabTo(page, (el) => el.text === 'Not now', 6);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Your employee discount doesn’t apply until you accept its terms.').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Review the terms');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await axeClean(page)).toBe('');

    // The notice's button asks again; Escape is "Not now" too. Nothing was accepted.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await profileOf(page, 'en-gb')).consumerProfile.consumerDetails).toMatchObject({
      isEmployeeDiscountTCAccepted: false,
      employee: { currentSpend: 0, annualCap: 120_000 },
    });
    // Put off for this tab: a reload shows the notice, not the dialog.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('button', { name: 'Review the terms' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows the terms page the dialog links to', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'ridgeline-en-us');
    const answer = await page.goto('/en-us/associate-discount-terms', { waitUntil: 'domcontentloaded' });
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Employee discount terms' }).waitFor();
  });
});
