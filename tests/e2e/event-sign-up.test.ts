import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { axeClean, tabTo, typeInto } from './keyboard';

const PASSWORD = 'Sturdy-Boots-42';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Issue 24 §4, spec 001 §3 "Event sign-up dialog": a customer signs in inside the dialog and joins, by keyboard. */
describe('event sign-up', () => {
  it('opens the event page, signs in inside the dialog, chooses days, accepts the terms and joins; the registration is kept', async () => {
    // The server under test runs as in production, so it has no demo customers: one signs up first, as a customer would.
    const email = `maya.${randomUUID().slice(0, 8)}@example.com`;
    const created = await fetch(`${baseUrl()}/consumers-v3/auth/signup?locale=en-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        firstName: 'Maya',
        lastName: 'Okafor',
        recaptcha_response: 'e2e',
        termsConditionsAndPolicy: true,
      }),
    });
    expect(created.status).toBe(201);
    const page = await openPage(browser);
    const errors = collectErrors(page);
    await withoutPopups(page, 'ridgeline-en-us');
    await page.goto('/en-us/events', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await axeClean(page)).toBe('');

    await tabTo(page, (el) => el.text === 'Save my spot');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Trail Days in Boulder' });
    await dialog.getByRole('heading', { level: 3, name: 'Sign in' }).waitFor();
    expect(await axeClean(page)).toBe('');

    await typeInto(page, 'username', email);
    await typeInto(page, 'current-password', PASSWORD);
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Sign in', 10);
    await page.keyboard.press('Enter');

    // Step 2: the profile's e-mail, read-only; the event's three days.
    await dialog.getByRole('group', { name: 'Days you’ll attend' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    for (const day of ['June 11, 2027', 'June 12, 2027']) {
      await tabTo(page, (el) => el.label === day, 20);
      await page.keyboard.press('Space');
    }
    await dialog.getByText('2 days selected').waitFor();
    await tabTo(page, (el) => el.label === 'I accept the event terms', 20);
    await page.keyboard.press('Space');
    expect(await axeClean(page)).toBe('');
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Save my spot', 10);
    await page.keyboard.press('Enter');

    const done = dialog.getByRole('heading', { name: 'See you on the trail' });
    await done.waitFor();
    await expect.poll(() => done.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await axeClean(page)).toBe('');

    // Kept: the confirmation is in the outbox, and the one registration answers as a change when sent again.
    const outbox = await (await fetch(`${baseUrl()}/dev/mail`)).text();
    expect(outbox).toContain('Ridgeline: you’re registered for Trail Days in Boulder');
    const again = await page.context().request.post('/consumers-v3/consumer/event-registration?locale=en-us', {
      // The browser's own call says where it comes from: the access cookie counts only from the store's origin.
      headers: { origin: baseUrl() },
      data: {
        email,
        attendingDays: '2027-06-11, 2027-06-12',
        eventId: 'trail-days-boulder-2027',
        eventTermsAccepted: true,
        registrationTimestamp: new Date().toISOString(),
      },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'updated', attendingDays: ['2027-06-11', '2027-06-12'] });

    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Close', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
