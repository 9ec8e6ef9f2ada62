import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser } from './browser';
import {
  apiOf,
  banner,
  eventually,
  canvas,
  canvasBlock,
  EDITOR,
  type EditorSession,
  hero,
  markCanvas,
  newContext,
  openDocument,
  outlineBlocks,
  outlineRow,
  pageData,
  sameCanvas,
  savedVersion,
  selectInCanvas,
  signedInPage,
  signIn,
  uniqueKey,
  uniqueText,
} from './editor-helpers';
import { axeClean } from './keyboard';

let browser: Browser;
let session: EditorSession;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signIn(browser, EDITOR);
});
afterAll(() => browser.close());

/** The inspector's column. */
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });

/** How many documents the canvas's window has loaded (a reload would add none, but reset the marker and this entry). */
const canvasNavigations = (page: Page) =>
  canvas(page)
    .locator('html')
    .evaluate(() => performance.getEntriesByType('navigation').length);

describe('editing blocks in the inspector, with the canvas following live', () => {
  it('edits a hero’s title and the canvas changes without a reload; undo and redo go back and forth', async () => {
    const [first, second] = [hero('Trail season starts'), banner('Free returns')];
    const page = await signedInPage(browser, session);
    const errors = collectErrors(page);
    const created = await apiOf(page).createPage(uniqueKey('edit'), pageData({ main: [first, second] }));
    await openDocument(page, created.id, first.id);
    await markCanvas(page);

    // A click on the block in the canvas selects it: the outline and the inspector follow.
    await selectInCanvas(page, first.id);
    const title = inspector(page).getByLabel('Title', { exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe('Trail season starts');

    const edited = uniqueText('Summit light');
    await title.fill(edited);
    await eventually(() => canvasBlock(page, first.id).textContent()).toContain(edited);
    expect(await canvasBlock(page, first.id).textContent()).not.toContain('Trail season starts');
    // The same window, never reloaded.
    expect(await sameCanvas(page)).toBe(true);
    expect(await canvasNavigations(page)).toBe(1);
    // Undo (Ctrl+Z) from the outline takes the title back to where it was, in the inspector and the canvas; redo
    // (Ctrl+Shift+Z) brings the edit back.
    await outlineRow(page, first.id).focus();
    await page.keyboard.press('Control+Z');
    await eventually(() => canvasBlock(page, first.id).textContent()).toContain('Trail season starts');
    await eventually(() => title.inputValue()).toBe('Trail season starts');
    await page.keyboard.press('Control+Shift+Z');
    await eventually(() => canvasBlock(page, first.id).textContent()).toContain(edited);
    await eventually(() => title.inputValue()).toBe(edited);

    // A structural change: Delete removes the banner from the outline and the canvas; undo and redo swap it back and forth.
    await outlineRow(page, second.id).click();
    await page.keyboard.press('Delete');
    await eventually(async () => (await outlineBlocks(page)).map((b) => b.id)).toEqual([first.id]);
    await eventually(() => canvasBlock(page, second.id).count()).toBe(0);
    await page.keyboard.press('Control+Z');
    await eventually(async () => (await outlineBlocks(page)).map((b) => b.id)).toEqual([first.id, second.id]);
    await canvasBlock(page, second.id).waitFor();
    await page.keyboard.press('Control+Shift+Z');
    await eventually(async () => (await outlineBlocks(page)).map((b) => b.id)).toEqual([first.id]);
    await eventually(() => canvasBlock(page, second.id).count()).toBe(0);
    await page.keyboard.press('Control+Z');
    await canvasBlock(page, second.id).waitFor();

    // Typing shows as it goes: each keystroke reaches the canvas (no blur, no save first), still without a reload.
    await outlineRow(page, first.id).click();
    await eventually(() => title.inputValue()).toBe(edited);
    await title.press('End');
    await title.pressSequentially('!?');
    await eventually(() => canvasBlock(page, first.id).textContent()).toContain(`${edited}!?`);
    expect(await sameCanvas(page)).toBe(true);
    expect(await canvasNavigations(page)).toBe(1);

    // The draft saved holds what the screen shows.
    await savedVersion(page, created.version);
    await expect
      .poll(async () => (await apiOf(page).get(created.id)).data.sections?.[0]?.items.map((b) => [b.id, b.title]), { timeout: 15_000 })
      .toEqual([
        [first.id, `${edited}!?`],
        [second.id, 'Free returns'],
      ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows an axe-clean editing screen, a block selected in the inspector', async () => {
    const [first, second] = [hero('Axe hero'), banner('Axe banner')];
    const page = await signedInPage(browser, session);
    const created = await apiOf(page).createPage(uniqueKey('axe'), pageData({ main: [first, second] }));
    await openDocument(page, created.id, first.id);
    await outlineRow(page, first.id).click();
    await inspector(page).getByLabel('Title', { exact: true }).waitFor();
    expect(await axeClean(page), 'the editing screen').toBe('');
    await page.context().close();
  });

  it('edits the page’s own settings while no block is selected: the canvas’s head follows, undo takes it back, the draft holds it', async () => {
    const first = hero('Settings hero');
    const page = await signedInPage(browser, session);
    const errors = collectErrors(page);
    const created = await apiOf(page).createPage(uniqueKey('settings'), pageData({ main: [first] }, 'Before the rename'));
    await openDocument(page, created.id, first.id);
    await markCanvas(page);
    const settings = inspector(page).getByRole('region', { name: 'Page settings' });
    const title = settings.getByLabel('Title', { exact: true });
    expect(await title.inputValue()).toBe('Before the rename');
    await eventually(() => canvas(page).locator('title').textContent()).toContain('Before the rename');

    const renamed = uniqueText('Trail notes');
    await title.fill(renamed);
    await settings.getByLabel('Description', { exact: true }).fill('Where the trail goes next.');
    await settings.getByRole('switch', { name: /index/i }).check();
    // The preview's head changes in place (a preview is never indexed, whatever the box says).
    await eventually(() => canvas(page).locator('title').textContent()).toContain(renamed);
    await eventually(() => canvas(page).locator('meta[name="description"]').getAttribute('content')).toBe('Where the trail goes next.');
    expect(await sameCanvas(page)).toBe(true);

    // Selecting a block (a click on it in the canvas) swaps the settings for the block's form.
    await selectInCanvas(page, first.id);
    await eventually(() => settings.count()).toBe(0);
    await inspector(page).getByLabel('Title', { exact: true }).waitFor();

    // The settings are in the one history: three undos take back the box, the description and the title.
    await outlineRow(page, first.id).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Z');
    await eventually(() => canvas(page).locator('title').textContent()).toContain('Before the rename');
    await eventually(() => canvas(page).locator('meta[name="description"]').count()).toBe(0);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Shift+Z');
    await eventually(() => canvas(page).locator('title').textContent()).toContain(renamed);

    await savedVersion(page, created.version);
    await expect
      .poll(async () => (await apiOf(page).get(created.id)).data.seo, { timeout: 15_000 })
      .toMatchObject({ title: renamed, description: 'Where the trail goes next.', noIndex: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('copies a block in one document and pastes it into another, in another tab', async () => {
    const copied = hero(uniqueText('Copied hero'));
    const source = banner('Source banner');
    const there = banner('Destination banner');
    const context = await newContext(browser, { storageState: session, permissions: ['clipboard-read', 'clipboard-write'] });
    const [one, two] = [await context.newPage(), await context.newPage()];
    const api = apiOf(one);
    const from = await api.createPage(uniqueKey('copy-from'), pageData({ main: [source, copied] }));
    const to = await api.createPage(uniqueKey('paste-to'), pageData({ main: [there] }));

    await openDocument(one, from.id, copied.id);
    await outlineRow(one, copied.id).click();
    await one.keyboard.press('Control+C');
    await eventually(() => one.getByRole('status').filter({ hasText: '1 block copied.' }).count()).toBe(1);

    await two.bringToFront();
    await openDocument(two, to.id, there.id);
    await outlineRow(two, there.id).click();
    await two.keyboard.press('Control+V');
    await eventually(() => two.getByRole('status').filter({ hasText: '1 block pasted.' }).count()).toBe(1);
    await eventually(async () => (await outlineBlocks(two)).length).toBe(2);
    const [, pasted] = await outlineBlocks(two);
    expect(pasted?.type).toBe('Hero');
    // A copy of its own (a new id), shown in the other document's canvas with the copied words.
    expect(pasted?.id).not.toBe(copied.id);
    await canvasBlock(two, pasted?.id ?? '').waitFor();
    expect(await canvasBlock(two, pasted?.id ?? '').textContent()).toContain(copied.title);

    await savedVersion(two, to.version);
    await expect
      .poll(async () => (await api.get(to.id)).data.sections?.[0]?.items.map((b) => [b.type, b.title]), { timeout: 15_000 })
      .toEqual([
        ['banner', 'Destination banner'],
        ['hero', copied.title],
      ]);
    // The source document is unchanged.
    expect((await api.get(from.id)).version).toBe(from.version);
    await context.close();
  });
});
