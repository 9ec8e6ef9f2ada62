import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser } from './browser';
import { EDITOR, eventually, newContext, PUBLISHER, signedInPage, signIn, type Account } from './editor-helpers';
import { axeClean } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signInScreen(): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto('/editor');
  await page.getByRole('heading', { name: 'Sign in to the editor' }).waitFor();
  return page;
}

async function signInWith(page: Page, account: Pick<Account, 'email'>, password: string): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Who the admin API says is signed in with the page's cookies (null: nobody). */
async function sessionOf(page: Page): Promise<{ email: string; role: string } | null> {
  const response = await page.context().request.get('/admin/v1/session');
  if (response.status() === 401) return null;
  return ((await response.json()) as { editor: { email: string; role: string } }).editor;
}

describe('editor sign-in at /editor', () => {
  it('signs the demo editor in with an HttpOnly, SameSite=Strict session cookie, and out again', async () => {
    const page = await signInScreen();
    const errors = collectErrors(page);

    await signInWith(page, EDITOR, EDITOR.password);
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    expect(await page.getByText(`${EDITOR.name} (editor)`).isVisible()).toBe(true);
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'tessera_editor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('tessera_editor');
    expect(await sessionOf(page)).toMatchObject({ email: EDITOR.email, role: 'editor' });
    // The browser is now known to the account (guesses from elsewhere do not hold it back), for the sign-in route only.
    const known = (await page.context().cookies()).filter((c) => c.name === 'tessera_editor_device');
    expect(known).toMatchObject([{ httpOnly: true, sameSite: 'Strict', path: '/admin/v1/session' }]);

    // The documents screen lists the site's documents; it is axe-clean too.
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /\d+ documents?/ })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await page.getByRole('table', { name: 'Documents' }).getByRole('row').count()).toBeGreaterThan(1);
    expect(await axeClean(page), 'the documents screen').toBe('');

    // A reload keeps the session (it lives in the database, not the page).
    await page.reload();
    await page.getByRole('heading', { name: 'Documents' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to the editor' }).waitFor();
    expect(await sessionOf(page)).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to the editor' }).waitFor();
    // Signing out keeps the browser known.
    expect((await page.context().cookies()).map((c) => c.name)).toContain('tessera_editor_device');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('signs the demo publisher in with the publisher role', async () => {
    const page = await signInScreen();
    await signInWith(page, PUBLISHER, PUBLISHER.password);
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    expect(await page.getByText(`${PUBLISHER.name} (publisher)`).isVisible()).toBe(true);
    expect(await sessionOf(page)).toMatchObject({ email: PUBLISHER.email, role: 'publisher' });
    await page.context().close();
  });

  it('refuses a wrong password with the reason, signs nobody in and keeps the form', async () => {
    const page = await signInScreen();
    await signInWith(page, EDITOR, 'not-the-password');
    await eventually(() => page.getByRole('alert').filter({ hasText: 'The email or password is not correct.' }).count()).toBe(1);
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.getByRole('heading', { name: 'Documents' }).count()).toBe(0);
    expect((await page.context().cookies()).some((c) => c.name === 'tessera_editor')).toBe(false);
    expect(await sessionOf(page)).toBeNull();
    // The right password still works afterwards (one failure locks nothing).
    await signInWith(page, EDITOR, EDITOR.password);
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.context().close();
  });

  it('shows axe-clean sign-in and documents screens', async () => {
    const page = await signInScreen();
    expect(await axeClean(page), 'the sign-in screen').toBe('');
    const session = await signIn(browser, PUBLISHER);
    const documents = await signedInPage(browser, session);
    await documents.goto('/editor?siteId=kestrel-en-gb&docType=page');
    await documents.getByRole('heading', { name: 'Documents' }).waitFor();
    await documents.getByRole('table', { name: 'Documents' }).waitFor();
    expect(await axeClean(documents), 'the documents screen').toBe('');
    await page.context().close();
    await documents.context().close();
  });
});
