import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  apiOf,
  banner,
  eventually,
  canvasBlock,
  EDITOR,
  type EditorSession,
  hero,
  LOCALE,
  newContext,
  openDocument,
  outlineRow,
  pageData,
  PUBLISHER,
  savedVersion,
  signedInPage,
  signIn,
  type TestBlock,
  uniqueKey,
  uniqueText,
} from './editor-helpers';

let browser: Browser;
let publisher: EditorSession;
let editor: EditorSession;
beforeAll(async () => {
  browser = await launchBrowser();
  publisher = await signIn(browser, PUBLISHER);
  editor = await signIn(browser, EDITOR);
});
afterAll(() => browser.close());

const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });
const publishDialog = (page: Page) => page.getByRole('dialog', { name: 'Publish' });

/** Selects a block in the outline and types a new title into the inspector; answers once the edit is saved. */
async function retitle(page: Page, blockId: string, title: string, savedAfter: number): Promise<number> {
  await outlineRow(page, blockId).click();
  await inspector(page).getByLabel('Title', { exact: true }).fill(title);
  await eventually(() => canvasBlock(page, blockId).textContent()).toContain(title);
  return savedVersion(page, savedAfter);
}

/** A `datetime-local` value `days` from now in the browser's own time zone, as an editor types it. */
const localDateTime = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  }, days);

/** The public page as an anonymous shopper gets it: status and text. */
async function publicPage(key: string): Promise<{ status: number; text: string }> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const response = await page.goto(`/${LOCALE}/${key}`);
    return { status: response?.status() ?? 0, text: (await page.locator('body').textContent()) ?? '' };
  } finally {
    await context.close();
  }
}

describe('publishing from the editor', () => {
  it('publishes the saved draft now, and shoppers find the change on the public page', async () => {
    const block = hero('Before publishing');
    const page = await signedInPage(browser, publisher);
    const key = uniqueKey('publish');
    const created = await apiOf(page).createPage(key, pageData({ main: [block] }));
    expect((await publicPage(key)).status).toBe(404);

    await openDocument(page, created.id, block.id);
    const title = uniqueText('Published headline');
    const version = await retitle(page, block.id, title, created.version);
    await page.getByRole('button', { name: 'Publish…', exact: true }).click();
    const dialog = publishDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Now' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: `Publish version ${version} now` }).click();
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Version ${version} is published.` })
        .count(),
    ).toBe(1);
    expect(await dialog.count()).toBe(0);

    const shown = await publicPage(key);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(title);
    const versions = await apiOf(page).versions(created.id);
    expect(versions.find((v) => v.version === version)).toMatchObject({ status: 'published', live: true, scheduled: false });
    await page.context().close();
  });

  it('schedules a publish; "preview at" shows it while the public page does not yet', async () => {
    const block = hero('Live today');
    const page = await signedInPage(browser, publisher);
    const key = uniqueKey('schedule');
    const api = apiOf(page);
    const created = await api.createPage(key, pageData({ main: [block] }));
    await api.publish(created.id, created.version);

    await openDocument(page, created.id, block.id);
    const later = uniqueText('Coming next week');
    const version = await retitle(page, block.id, later, created.version);
    await page.getByRole('button', { name: 'Publish…', exact: true }).click();
    const dialog = publishDialog(page);
    await dialog.getByRole('radio', { name: 'At a date and time' }).check();
    await dialog.getByLabel('Date and time', { exact: true }).fill(await localDateTime(page, 2));
    await dialog.getByRole('button', { name: `Schedule version ${version}` }).click();
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Scheduled to go live on / })
        .count(),
    ).toBe(1);
    expect((await api.versions(created.id)).find((v) => v.version === version)).toMatchObject({ scheduled: true, live: false });

    // Shoppers still get today's version.
    const today = await publicPage(key);
    expect(today.text).toContain('Live today');
    expect(today.text).not.toContain(later);

    // "Preview at" three days on shows the scheduled version; one day on, today's.
    const previewAt = page.getByLabel('Preview at');
    await previewAt.fill(await localDateTime(page, 3));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await eventually(() => page.getByText(/^Showing what will be live on /).count()).toBe(1);
    await eventually(() => page.locator('iframe[title^="Preview of"]').getAttribute('src')).toContain('previewDateTime=');
    await expect
      .poll(
        () =>
          canvasBlock(page, block.id)
            .textContent()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toContain(later);

    await previewAt.fill(await localDateTime(page, 1));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect
      .poll(
        () =>
          canvasBlock(page, block.id)
            .textContent()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toContain('Live today');

    await page.getByRole('button', { name: 'Back to the draft' }).click();
    await expect
      .poll(
        () =>
          canvasBlock(page, block.id)
            .textContent()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toContain(later);
    await page.context().close();
  });

  it('blocks publishing while a block fails its schema; the error list selects the block', async () => {
    const good = hero('A valid hero');
    const broken: TestBlock = { ...banner('placeholder'), title: 12345 };
    const page = await signedInPage(browser, publisher);
    const api = apiOf(page);
    const created = await api.createPage(uniqueKey('invalid'), pageData({ main: [good, broken] }));

    // The server refuses it too, naming the block, its type and the field.
    const refused = await api.publishAnswer(created.id, created.version);
    expect(refused.status()).toBe(422);
    const { errorDetails } = (await refused.json()) as { errorDetails: { blockId?: string; blockType?: string; path: string }[] };
    expect(errorDetails).toContainEqual(expect.objectContaining({ blockId: broken.id, blockType: 'banner', path: 'title' }));

    await openDocument(page, created.id, good.id);
    await outlineRow(page, good.id).click();
    await eventually(() => page.getByRole('button', { name: '1 error' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Publish…', exact: true }).click();
    const dialog = publishDialog(page);
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: `Publish version ${created.version} now` });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    const issues = dialog.getByRole('list', { name: '1 error to fix before publishing' });
    const issue = issues.getByRole('button');
    expect(await issue.count()).toBe(1);
    expect(await issue.textContent()).toMatch(/banner.*title.*Must be text/);
    // Publishing refused here never reaches the server (a click on the disabled button, as an impatient editor makes).
    await submit.click({ force: true });
    expect((await api.versions(created.id)).every((v) => v.status === 'draft')).toBe(true);

    await issue.click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => outlineRow(page, broken.id).getAttribute('aria-selected')).toBe('true');
    expect(await outlineRow(page, good.id).getAttribute('aria-selected')).toBe('false');
    await eventually(() => inspector(page).locator('code').textContent()).toBe(broken.id);
    expect(await inspector(page).getByText('Must be text').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('does not let an editor without the publisher role publish: the screen says why, the API answers 403', async () => {
    const block = hero('Editor draft');
    const page = await signedInPage(browser, editor);
    const api = apiOf(page);
    const created = await api.createPage(uniqueKey('no-role'), pageData({ main: [block] }));

    await openDocument(page, created.id, block.id);
    await page.getByRole('button', { name: 'Publish… (publishers)' }).click();
    const dialog = publishDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByText('Only publishers can publish or schedule. Ask a publisher to publish your saved draft.').isVisible()).toBe(true);
    const submit = dialog.getByRole('button', { name: `Publish version ${created.version} now` });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    expect(await submit.getAttribute('aria-describedby')).toBeTruthy();
    await submit.click({ force: true });
    expect(await dialog.isVisible()).toBe(true);

    const answer = await api.publishAnswer(created.id, created.version);
    expect(answer.status()).toBe(403);
    expect((await api.versions(created.id)).map((v) => [v.version, v.status])).toEqual([[created.version, 'draft']]);
    expect((await publicPage(created.key)).status).toBe(404);
    await page.context().close();
  });
});
