/**
 * `npm run bench:account`: what a customer waits for in the account, timed through the real storefront in Chromium,
 * from the key press to the words on screen:
 *  - sign in: Enter on the sign-in form → the account's greeting (the password check is argon2id on purpose);
 *  - Orders: Enter on the section's link → the first order of the history;
 *  - an order: Enter on an order → its page (the way back to the list, and its heading);
 *  - save an address: Enter on "Save the address" → the status line saying it is saved.
 * Each is timed cold (a new browser profile: nothing cached, the account's code fetched for the first time) and warm
 * (the same profile again). Medians of RUNS, with the machine's load beside them: the machine may be shared.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServerProcess } from '../tests/support/server-process';
import { chromiumArgs } from '../tests/support/chromium';
import { fmt, fmtSpread, spread } from './stats';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
if (process.env.NODE_ENV !== 'production') throw new Error('run the bench with NODE_ENV=production (npm run bench:account does)');
/** Cold and warm runs of each step; sign-ins stay under the route's 20 a minute from one address. */
const RUNS = quick ? 2 : 5;
const CUSTOMER = { email: 'maya@ridgeline.test', password: 'Tessera-demo-1' };

type Step = 'sign in' | 'Orders' | 'an order' | 'save an address';
const times: Record<'cold' | 'warm', Record<Step, number[]>> = {
  cold: { 'sign in': [], Orders: [], 'an order': [], 'save an address': [] },
  warm: { 'sign in': [], Orders: [], 'an order': [], 'save an address': [] },
};

/** Milliseconds from `act` (a key press) to `shown` resolving (what the customer sees). */
async function timed(act: () => Promise<void>, shown: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await act();
  await shown();
  return performance.now() - began;
}

async function focusField(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.type(text);
}

/** One customer's visit: sign in, Orders, the newest order, save an address; the times into `into`. */
async function visit(page: Page, base: string, into: Record<Step, number[]>, run: number): Promise<void> {
  await page.goto(`${base}/en-us/account`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
  await focusField(page, 'input[autocomplete="username"]', CUSTOMER.email);
  await focusField(page, 'input[autocomplete="current-password"]', CUSTOMER.password);
  into['sign in'].push(
    await timed(
      () => page.keyboard.press('Enter'),
      () => page.getByRole('heading', { level: 1, name: /Maya/ }).waitFor(),
    ),
  );

  await page.getByRole('link', { name: 'Orders', exact: true }).focus();
  const firstOrder = page
    .locator('main')
    .getByRole('link', { name: /^Order / })
    .first();
  into.Orders.push(
    await timed(
      () => page.keyboard.press('Enter'),
      () => firstOrder.waitFor(),
    ),
  );
  const number = /Order (\S+)/.exec((await firstOrder.textContent()) ?? '')?.[1] ?? '';
  await firstOrder.focus();
  into['an order'].push(
    await timed(
      () => page.keyboard.press('Enter'),
      // The order's own page: its way back to the list (the list's cards carry the number too).
      async () => {
        await page.getByRole('link', { name: /Back to your orders/ }).waitFor();
        await page
          .getByRole('heading', { name: new RegExp(number) })
          .first()
          .waitFor();
      },
    ),
  );

  await page.getByRole('link', { name: 'Addresses', exact: true }).click();
  await page.getByRole('button', { name: 'Add an address' }).click();
  const street = `${100 + run} Bench Street`;
  await focusField(page, 'input[autocomplete$="given-name"]', 'Maya');
  await focusField(page, 'input[autocomplete$="family-name"]', 'Okafor');
  await focusField(page, 'input[autocomplete$="address-line1"]', street);
  await focusField(page, 'input[autocomplete$="address-level2"]', 'Denver');
  await page.locator('select[autocomplete$="address-level1"]').selectOption('CO');
  await focusField(page, 'input[autocomplete$="postal-code"]', '80202');
  await focusField(page, 'input[autocomplete$=" tel"]', '3035550199');
  await page.getByRole('button', { name: 'Save the address' }).focus();
  into['save an address'].push(
    await timed(
      () => page.keyboard.press('Enter'),
      () => page.getByRole('status').getByText(`The address ${street}, Denver is saved.`).waitFor(),
    ),
  );
  // Tidy: the demo customer keeps her one address (the list holds at most 20).
  const card = page.getByRole('listitem').filter({ hasText: street });
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Yes, delete it' }).click();
  await page.getByRole('status').getByText(`The address ${street}, Denver is deleted.`).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/account'));
}

const newProfile = (browser: Browser, base: string): Promise<BrowserContext> =>
  browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });

const started = Date.now();
const load = loadavg();
const server = await startServerProcess();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  for (let run = 0; run < RUNS; run++) {
    const profile = await newProfile(browser, server.baseUrl);
    const page = await profile.newPage();
    await visit(page, server.baseUrl, times.cold, run * 2);
    await visit(page, server.baseUrl, times.warm, run * 2 + 1);
    await profile.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const end = loadavg();
console.log(`Account, through the storefront in Chromium: key press to what the customer sees (ms, min / median / max of ${RUNS})`);
console.log(`  machine load (1 min) ${fmt(load[0] ?? 0, 1)} at the start, ${fmt(end[0] ?? 0, 1)} at the end`);
for (const step of Object.keys(times.cold) as Step[]) {
  const cold = spread(times.cold[step]);
  const warm = spread(times.warm[step]);
  console.log(`  ${step.padEnd(16)} cold ${fmtSpread(cold, 0)}   warm ${fmtSpread(warm, 0)}   cold/warm ${fmt(cold.median / warm.median, 2)}`);
}
console.log(`\naccount bench finished in ${fmt((Date.now() - started) / 1000, 0)} s`);
