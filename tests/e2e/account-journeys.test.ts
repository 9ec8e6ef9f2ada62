import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** An address no other test signs up with: the server is shared by every browser test of the run. */
const freshEmail = (what: string) => `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const PASSWORD = 'Summit-Trail-42';

/** Opens a storefront page as a shopper would land on it, hydrated and with the pop-ups already dismissed. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

/** The account's sign-in form, filled and sent by keyboard. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.locator('body').focus();
  await typeInto(page, 'username', email);
  await typeInto(page, 'current-password', password);
  await page.keyboard.press('Enter');
}

/** The account's status line, or the form's alert: what the shopper is told after a sign-in attempt. */
const told = (page: Page, words: string) => page.getByText(words, { exact: false }).first().waitFor();

describe('a customer, by keyboard', () => {
  it('signs up, is signed in, signs out, signs in again, and keeps addresses with one main per kind', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    const email = freshEmail('journey');

    await open(page, '/en-us/sign-up');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    expect(await axeClean(page)).toBe('');
    await typeInto(page, 'email', email);
    await typeInto(page, 'new-password', PASSWORD);
    await typeInto(page, 'given-name', 'Robin');
    await typeInto(page, 'family-name', 'Alder');
    await tabTo(page, (el) => el.name === 'terms', 20);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.text === 'Create account', 20);
    await page.keyboard.press('Enter');

    // Signed in at once: the account greets the new customer by name.
    await page.waitForURL('**/en-us/account**');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByText('Robin', { exact: false }).first().waitFor();
    expect(await axeClean(page)).toBe('');

    await tabTo(page, (el) => el.text === 'Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.includes('/account'));
    // A guest again: the account shows the sign-in form.
    await open(page, '/en-us/account');
    await signIn(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // Addresses: the first shipping address becomes the main one, a second is made main, the first is edited.
    await tabTo(page, (el) => el.text === 'Addresses');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/account/addresses');
    await page.getByRole('heading', { name: 'Your addresses' }).waitFor();
    await addAddress(page, { line: '12 Birch Lane', city: 'Portland', postal: '97201', phone: '5035550101' });
    await page.getByText('The address 12 Birch Lane, Portland is saved.').waitFor();
    await addAddress(page, { line: '48 Cedar Street', city: 'Portland', postal: '97205', phone: '5035550144' });
    await page.getByText('The address 48 Cedar Street, Portland is saved.').waitFor();
    expect(await axeClean(page)).toBe('');

    const cedar = page.getByRole('listitem').filter({ hasText: '48 Cedar Street' });
    const birch = page.getByRole('listitem').filter({ hasText: '12 Birch Lane' });
    expect(await birch.getByText('Main shipping address', { exact: true }).count()).toBe(1);
    expect(await cedar.getByText('Main shipping address', { exact: true }).count()).toBe(0);
    await tabTo(page, (el) => el.text === 'Make it my main shipping address');
    await page.keyboard.press('Enter');
    await page.getByText('48 Cedar Street, Portland is now your main shipping address.').waitFor();
    await expect.poll(() => cedar.getByText('Main shipping address', { exact: true }).count()).toBe(1);
    expect(await birch.getByText('Main shipping address', { exact: true }).count()).toBe(0);

    await page.locator('body').focus();
    await tabTo(page, (el) => el.text === 'Edit' && (el.description ?? '').includes('12 Birch Lane'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Edit the address 12 Birch Lane, Portland' }).waitFor();
    await tabTo(page, (el) => el.autocomplete === 'address-line2' || (el.autocomplete ?? '').endsWith('address-line2'), 30);
    await page.keyboard.type('Apt 3');
    await tabTo(page, (el) => el.text === 'Save the address', 30);
    await page.keyboard.press('Enter');
    await page.getByText('Your changes to 12 Birch Lane, Portland are saved.').waitFor();
    expect(await birch.getByText('Apt 3').count()).toBe(1);
    expect(await axeClean(page)).toBe('');

    // The server holds them too: a reload shows the same main address.
    await open(page, '/en-us/account/addresses');
    await page.getByRole('heading', { name: 'Your addresses' }).waitFor();
    expect(await cedar.getByText('Main shipping address', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('is told of the last attempt and the lock after wrong passwords, and resets the password from the mail', async () => {
    const email = freshEmail('locked');
    const created = await fetch(`${baseUrl()}/consumers-v3/auth/signup?locale=en-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Sam', lastName: 'Quill', recaptcha_response: 'test-pass' }),
    });
    expect(created.status).toBe(201);

    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await open(page, '/en-us/account');
    await signIn(page, email, 'Wrong-Guess-1');
    await told(page, 'The email or password is incorrect.');
    await signIn(page, email, 'Wrong-Guess-2');
    await told(page, 'One more wrong try will lock your account for a while');
    expect(await axeClean(page)).toBe('');
    await signIn(page, email, 'Wrong-Guess-3');
    await told(page, 'Your account is locked for a while');
    // Even the right password waits out the lock.
    await signIn(page, email, PASSWORD);
    await told(page, 'Your account is locked for a while');
    expect(await axeClean(page)).toBe('');

    // The way out: a reset link by mail.
    await page.locator('body').focus();
    await tabTo(page, (el) => el.text === 'Reset your password');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-us/forgot-password');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await tabTo(page, (el) => el.tag === 'INPUT' && (el.autocomplete ?? '').includes('email'), 60);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await axeClean(page)).toBe('');

    const link = await resetLinkFor(page, email);
    await open(page, link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    const renewed = 'Fresh-Start-77';
    await typeInto(page, 'new-password', renewed);
    await typeInto(page, 'new-password', renewed);
    await tabTo(page, (el) => el.text === 'Save new password', 20);
    await page.keyboard.press('Enter');
    // The new password opens the account at once, the lock forgotten.
    await page.waitForURL('**/en-us/account**');
    await hydrated(page);
    if ((await page.getByRole('button', { name: 'Sign out' }).count()) === 0) await signIn(page, email, renewed);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByText('Sam', { exact: false }).first().waitFor();
    expect(await axeClean(page)).toBe('');
    // The wrong passwords' answers are the only failed loads: the browser logs each 401 it was given.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    expect(errors).toHaveLength(4);
  });
});

/** Adds a shipping address in the account's Addresses section, by keyboard. */
async function addAddress(page: Page, address: { line: string; city: string; postal: string; phone: string }): Promise<void> {
  await page.locator('body').focus();
  await tabTo(page, (el) => el.text === 'Add an address');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'New address' }).waitFor();
  await typeInto(page, 'given-name', 'Robin');
  await typeInto(page, 'family-name', 'Alder');
  await typeInto(page, 'address-line1', address.line);
  await typeInto(page, 'address-level2', address.city);
  await tabTo(page, (el) => (el.autocomplete ?? '').endsWith('address-level1'), 20);
  await page.keyboard.type('Oregon');
  await typeInto(page, 'postal-code', address.postal);
  await typeInto(page, 'tel', address.phone);
  await tabTo(page, (el) => el.text === 'Save the address', 30);
  await page.keyboard.press('Enter');
}

/** The reset link of the newest mail to `email`, as its recipient reads it in the outbox. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      await page.goto('/dev/mail');
      const row = page.getByRole('row').filter({ hasText: email }).first();
      if ((await row.count()) === 0) return false;
      await row.getByRole('link').click();
      text = (await page.locator('pre').textContent()) ?? '';
      return true;
    })
    .toBe(true);
  const found = /https?:\/\/\S+reset-password\S+/.exec(text)?.[0] ?? /\/en-us\/reset-password\S+/.exec(text)?.[0];
  if (!found) throw new Error(`no reset link in the mail:\n${text}`);
  return found.replace(/^https?:\/\/[^/]+/, '');
}
