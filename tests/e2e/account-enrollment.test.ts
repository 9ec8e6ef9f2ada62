import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** An address no other test signs up with: the server is shared by every browser test of the run. */
const freshEmail = () => `enroll-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

describe('the enrollment dialog, by keyboard (Kestrel: simplified enrollment and interests on)', () => {
  it('opens from the header, signs up a new e-mail, skips the mobile, saves the profile and the interests', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'kestrel-en-gb');
    const email = freshEmail();

    await page.goto('/en-gb', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const accountLink = page.getByRole('link', { name: 'Sign in to your account' });
    await expect(accountLink.getAttribute('href')).resolves.toBe('/en-gb/account');
    await tabTo(page, (el) => el.label === 'Sign in to your account');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
    await dialog.getByRole('heading', { level: 2, name: 'Sign in or create an account' }).waitFor();
    expect(page.url()).toMatch(/\/en-gb$/);
    expect(await axeClean(page)).toBe('');
    await typeInto(page, 'email', email);
    await page.keyboard.press('Enter');

    // An unknown e-mail: the sign-up form, the e-mail carried over.
    await dialog.getByRole('heading', { level: 2, name: 'Create an account' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await typeInto(page, 'new-password', 'Summit-Trail-42');
    await typeInto(page, 'given-name', 'Robin');
    await typeInto(page, 'family-name', 'Alder');
    await typeInto(page, 'bday', '01011990');
    await tabTo(page, (el) => el.name === 'newsletter', 20);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.name === 'terms', 20);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.text === 'Create account', 20);
    await page.keyboard.press('Enter');

    // Signed in: a new account has no phone, so the mobile step; skipped.
    const mobile = dialog.getByRole('heading', { level: 2, name: 'Add your mobile number' });
    await mobile.waitFor();
    await expect(mobile.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.text === 'Skip for now', 20);
    await page.keyboard.press('Enter');

    await dialog.getByRole('heading', { level: 2, name: 'Tell us a little more' }).waitFor();
    await typeInto(page, 'postal-code', 'sw1a 1aa');
    await tabTo(page, (el) => el.text === 'Save and continue', 20);
    await page.keyboard.press('Enter');

    // The newsletter was ticked: the interests.
    await dialog.getByRole('group', { name: 'Your interests' }).waitFor();
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.name === 'interests' && el.label === 'Running', 20);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.name === 'interests' && el.label === 'Hiking', 20);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.name === 'preferredShoeSize', 20);
    // The first choices: none, UK 3, UK 3.5, UK 4.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await tabTo(page, (el) => el.text === 'Save and continue', 20);
    await page.keyboard.press('Enter');

    await dialog.getByRole('heading', { level: 2, name: 'You’re all set' }).waitFor();
    expect(await axeClean(page)).toBe('');

    // The profile read back holds what the steps saved.
    const answer = await page.request.get('/consumers-v3/consumer/profile?locale=en-gb');
    expect(answer.status()).toBe(200);
    const { consumerProfile } = (await answer.json()) as {
      consumerProfile: { preferences: { interests: string; preferredShoeSize: string | null }; consumerDetails: { postalCode: string | null } };
    };
    expect(consumerProfile.preferences).toEqual({ interests: 'running|hiking', preferredShoeSize: 'UK 4' });
    expect(consumerProfile.consumerDetails.postalCode).toBe('SW1A 1AA');

    // Escape closes; the focus is back on the header's account link, which now says the shopper is signed in.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Your account (signed in)' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Your account (signed in)');
    expect(errors).toEqual([]);
  });
});
