import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A demo customer (README): Oliver shops on Kestrel's British site and has orders from the seed. */
const OLIVER = { email: 'oliver@kestrel.test', password: 'Tessera-demo-1' };

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

/** Chooses an option of the focused select as a keyboard user does: by typing the start of its words. */
async function choose(page: Page, name: string, words: string): Promise<void> {
  await tabTo(page, (el) => el.tag === 'SELECT' && el.name === name, 40);
  await page.keyboard.type(words);
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')).toContain(words);
}

/** The newest mail to `email` in the outbox, as text. */
async function newestMailTo(page: Page, email: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      await page.goto('/dev/mail');
      const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).first();
      if ((await row.count()) === 0) return false;
      await row.getByRole('link').click();
      text = (await page.locator('pre').textContent()) ?? '';
      return true;
    })
    .toBe(true);
  return text;
}

describe('a customer’s orders and customer service, by keyboard', () => {
  it('reads an order of the history, and makes a warranty claim from the account', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'kestrel-en-gb');
    await open(page, '/en-gb/account');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await typeInto(page, 'username', OLIVER.email);
    await typeInto(page, 'current-password', OLIVER.password);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    await tabTo(page, (el) => el.text === 'Orders');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-gb/account/orders');
    await page.getByRole('heading', { name: 'Your orders' }).waitFor();
    const first = page
      .locator('main')
      .getByRole('link', { name: /^Order / })
      .first();
    await first.waitFor();
    const label = (await first.textContent())?.trim() ?? '';
    const number = /Order (\S+)/.exec(label)?.[1] ?? '';
    expect(number).toMatch(/^[A-Z]{2}\d+$/);
    expect(await axeClean(page)).toBe('');

    await tabTo(page, (el) => el.tag === 'A' && el.text.startsWith(`Order ${number}`));
    await page.keyboard.press('Enter');
    // The path in its one spelling (lower case, the page's own query only), and the order read back from it.
    await page.waitForURL((url) => url.pathname === `/en-gb/account/orders/${number.toLowerCase()}` && url.search === '');
    await page
      .getByRole('heading', { name: new RegExp(number) })
      .first()
      .waitFor();
    // The order's lines and totals, in pounds on the British site.
    await page.getByText('£', { exact: false }).first().waitFor();
    expect(await axeClean(page)).toBe('');
    await page.locator('body').focus();
    await tabTo(page, (el) => el.text.endsWith('Back to your orders'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-gb/account/orders');

    await tabTo(page, (el) => el.text === 'Warranty claims', 200);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-gb/account/warranty');
    await page.getByRole('heading', { name: 'Make a warranty claim' }).waitFor();
    await tabTo(page, (el) => el.name === 'productName', 60);
    await page.keyboard.type('Fellside Waterproof Boot');
    await tabTo(page, (el) => el.name === 'purchaseDate', 20);
    // A date field takes its parts as typed digits, in the browser's own order: the 3rd of March reads the same in
    // any order, and last year's is within the two years of the warranty.
    await page.keyboard.type(`0303${new Date().getUTCFullYear() - 1}`);
    await choose(page, 'purchasePlace', 'Online');
    await choose(page, 'defect', 'It lets');
    await tabTo(page, (el) => el.name === 'description', 20);
    await page.keyboard.type('The left boot lets water in at the toe seam after a wet walk of an hour, since last month.');
    await tabTo(page, (el) => el.text === 'Send claim', 20);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'We have your claim' }).waitFor();
    // Said in the account's status line too, for a screen reader.
    expect(
      await page
        .getByRole('status')
        .getByText(/Your warranty claim is case CS\d+/)
        .count(),
    ).toBe(1);
    const said =
      (await page
        .getByRole('region', { name: 'We have your claim' })
        .getByText(/Your warranty claim is case CS\d+/)
        .textContent()) ?? '';
    const caseNumber = /CS\d+/.exec(said)?.[0] ?? '';
    expect(caseNumber).not.toBe('');
    expect(await axeClean(page)).toBe('');

    const mail = await newestMailTo(page, OLIVER.email, new RegExp(caseNumber));
    expect(mail).toContain('Fellside Waterproof Boot');
    expect(errors).toEqual([]);
  });

  it('lets a guest write to customer service and get a case number by mail', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    const email = `writer-${Date.now().toString(36)}@example.com`;
    await open(page, '/en-us/help/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await axeClean(page)).toBe('');
    await typeInto(page, 'given-name', 'Avery');
    await typeInto(page, 'family-name', 'Stone');
    await typeInto(page, 'email', email);
    await choose(page, 'category', 'Products');
    await choose(page, 'subject', await firstSubject(page));
    await tabTo(page, (el) => el.name === 'message', 20);
    await page.keyboard.type('Do the Ridgeline trail runners come in a wide fit for the size 11?');
    await tabTo(page, (el) => el.text === 'Send message', 20);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Thank you, we have your message' }).waitFor();
    const said = (await page.getByText(/Your case number is CS\d+/).textContent()) ?? '';
    const caseNumber = /CS\d+/.exec(said)?.[0] ?? '';
    expect(caseNumber).not.toBe('');
    expect(await axeClean(page)).toBe('');

    const mail = await newestMailTo(page, email, new RegExp(caseNumber));
    expect(mail).toContain('wide fit');
    expect(errors).toEqual([]);
  });
});

/** The words of the subject list's first real option, once the category has filled it. */
async function firstSubject(page: Page): Promise<string> {
  const select = page.locator('select[name="subject"]');
  await expect.poll(() => select.isEnabled()).toBe(true);
  return (await select.locator('option').nth(1).textContent())?.trim().slice(0, 8) ?? '';
}
