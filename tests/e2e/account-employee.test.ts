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

/** What the server holds for the signed-in shopper, read as the page reads it (its cookie). */
const profileOf = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/consumers-v3/consumer/profile?locale=en-us', { headers: { accept: 'application/json' } });
    return (await answer.json()) as { consumerProfile: { consumerDetails: { isEmployeeDiscountTCAccepted: boolean; employee?: unknown } } };
  });

describe('an employee, by keyboard', () => {
  it('signs in, is asked to accept the discount terms, accepts them and sees the spend against the cap', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/account', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.locator('body').focus();
    await typeInto(page, 'username', SAM.email);
    await typeInto(page, 'current-password', SAM.password);
    await page.keyboard.press('Enter');

    // The dialog asks at once, its title focused; the rest of the page is out of reach while it is open.
    const dialog = page.getByRole('dialog', { name: 'Employee discount terms' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Employee discount terms');
    expect(await dialog.getByRole('link', { name: /Read the full employee discount terms/ }).getAttribute('href')).toBe('/en-us/associate-discount-terms');
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

  it('shows the terms page the dialog links to', async () => {
    const page = await openPage(browser);
    await withoutPopups(page, 'ridgeline-en-us');
    const answer = await page.goto('/en-us/associate-discount-terms', { waitUntil: 'domcontentloaded' });
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Employee discount terms' }).waitFor();
  });
});
