import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A demo customer (README): Oliver shops on Kestrel's British site. */
const OLIVER = { email: 'oliver@kestrel.test', password: 'Tessera-demo-1' };

interface StoredSubscription {
  readonly channel: string;
  readonly optin: boolean;
  readonly doubleOptin: boolean;
  readonly recipient: string;
  readonly optinDate?: string;
  readonly optoutDate?: string;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

/** The newest mail to `email` in the outbox (`/dev/mail`), as text. */
async function newestMailTo(page: Page, email: string): Promise<string> {
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
  return text;
}

/** A link of the mail, as a path on the store under test. */
const linkIn = (mail: string, path: string): string => {
  const found = new RegExp(`https?://\\S+${path}\\S+`).exec(mail)?.[0];
  if (!found) throw new Error(`no ${path} link in the mail:\n${mail}`);
  return found.replace(/^https?:\/\/[^/]+/, '');
};

/** What the server answers a call with, as the page made it. */
async function answerOf(page: Page, path: string, act: () => Promise<void>): Promise<{ subscription: StoredSubscription }> {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST'), act()]);
  expect(response.status()).toBe(200);
  return (await response.json()) as { subscription: StoredSubscription };
}

describe('the newsletter, by keyboard', () => {
  it('subscribes from the footer, confirms from the mail, and unsubscribes from the mail with one press', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    const email = `reader-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await open(page, '/en-us');
    await typeInto(page, 'email', email);
    await tabTo(page, (el) => el.tag === 'INPUT' && (el.label ?? '').startsWith('I agree to receive marketing emails'), 10);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Subscribe', 10);
    await page.keyboard.press('Enter');
    await page.getByText('Thanks for subscribing! Check your inbox and confirm with the link we sent you.').waitFor();
    expect(await axeClean(page)).toBe('');

    const mail = await newestMailTo(page, email);
    const confirmLink = linkIn(mail, '/en-us/newsletter/confirm');
    const unsubscribeLink = linkIn(mail, '/en-us/newsletter/unsubscribe');

    const confirmed = await answerOf(page, '/consumers-v3/subscription/confirm', () => open(page, confirmLink));
    expect(confirmed.subscription).toMatchObject({ channel: 'email', recipient: email, optin: true, doubleOptin: true });
    await page.getByText('Your subscription is confirmed. Thank you!').waitFor();
    expect(await axeClean(page)).toBe('');

    // Opening the link changes nothing (mail scanners follow links): the page asks first.
    await open(page, unsubscribeLink);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
    await page.getByText('Do you want to stop receiving this newsletter at this address?').waitFor();
    expect(await axeClean(page)).toBe('');
    const left = await answerOf(page, '/consumers-v3/subscription/unsubscribe', async () => {
      await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Unsubscribe', 40);
      await page.keyboard.press('Enter');
    });
    expect(left.subscription).toMatchObject({ channel: 'email', recipient: email, optin: false, doubleOptin: false });
    expect(Date.parse(left.subscription.optoutDate ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
    await page.getByText(`You are unsubscribed: ${email} will no longer receive this newsletter.`).waitFor();
    expect(await axeClean(page)).toBe('');
    // The confirmation link was spent: it is not a way back in.
    await open(page, confirmLink);
    await page.getByText(/This confirmation link has expired or was already used/).waitFor();
    expect(errors.filter((line) => !line.includes('410'))).toEqual([]);
  });

  it('lets a visitor sign up for texts on the SMS terms page, through the terms dialog', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await open(page, '/en-us/sms-terms');
    await page.getByRole('heading', { level: 2, name: 'Get our texts' }).waitFor();
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.tag === 'INPUT' && el.label === 'Mobile number', 200);
    await page.keyboard.type('(720) 555-0188');
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Sign up for texts', 10);
    await page.keyboard.press('Enter');
    // Not accepted yet: the box says so.
    await page.getByText('Please tick this box and accept the SMS terms to continue').waitFor();
    await page.keyboard.down('Shift');
    await tabTo(page, (el) => el.tag === 'INPUT' && el.label === 'Text me news and offers (SMS terms apply)', 10);
    await page.keyboard.up('Shift');
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'SMS terms' });
    await dialog.waitFor();
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'I accept', 5);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/consumers-v3/subscription' && r.request().method() === 'POST'),
      (async () => {
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Sign up for texts', 10);
        await page.keyboard.press('Enter');
      })(),
    ]);
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ channel: 'sms', type: 'Newsletter', recipient: '+17205550188', confirmationMailed: false });
    await page.getByText('You’re signed up for our texts at +17205550188.').waitFor();
    expect(await axeClean(page)).toBe('');
    expect(errors).toEqual([]);
  });

  it('lets Oliver turn SMS on in his account through the SMS terms, and the server holds it', async () => {
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'kestrel-en-gb');
    await open(page, '/en-gb/account');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await typeInto(page, 'username', OLIVER.email);
    await typeInto(page, 'current-password', OLIVER.password);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    await tabTo(page, (el) => el.text === 'Subscriptions');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en-gb/account/subscriptions');
    await page.getByRole('heading', { level: 2, name: 'Your subscriptions' }).waitFor();
    await page.getByRole('textbox', { name: 'Mobile number' }).waitFor();
    expect(await axeClean(page)).toBe('');

    await tabTo(page, (el) => el.tag === 'INPUT' && el.label === 'Mobile number', 60);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('07700 900123');
    await tabTo(page, (el) => el.tag === 'INPUT' && el.label === 'Text me news and offers (SMS terms apply)', 10);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'SMS terms' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('SMS terms');
    expect(await dialog.getByRole('link', { name: /Read the full SMS terms/ }).getAttribute('href')).toBe('/en-gb/sms-terms');
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'I accept', 5);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // The focus is back on the box, now ticked.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked)).toBe(true);
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Save SMS settings', 10);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Saved: you will receive our texts.').waitFor();

    const stored = async () =>
      page.evaluate(async () => {
        const answer = await fetch('/consumers-v3/consumer/subscription?locale=en-gb');
        return ((await answer.json()) as { subscriptions: StoredSubscription[] }).subscriptions.filter((s) => s.channel === 'sms' && s.optin);
      });
    await expect.poll(stored).toEqual([expect.objectContaining({ channel: 'sms', optin: true, recipient: '+447700900123' })]);
    await page
      .getByText(/^Subscribed since /)
      .first()
      .waitFor();
    expect(await axeClean(page)).toBe('');
    expect(errors).toEqual([]);
  });
});
