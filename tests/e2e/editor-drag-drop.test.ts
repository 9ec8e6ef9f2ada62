import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser } from './browser';
import {
  apiOf,
  banner,
  eventually,
  canvasBlock,
  EDITOR,
  type EditorSession,
  openDocument,
  outline,
  outlineBlocks,
  pageData,
  savedVersion,
  signedInPage,
  signIn,
  uniqueKey,
} from './editor-helpers';
import { tabTo } from './keyboard';

let browser: Browser;
let session: EditorSession;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signIn(browser, EDITOR);
});
afterAll(() => browser.close());

/** The palette's entry of a block type, found as an editor finds it: by searching the palette. */
async function paletteEntry(page: Page, search: string, name: RegExp): Promise<Locator> {
  const palette = page.getByRole('region', { name: 'Blocks' });
  await palette.getByRole('searchbox', { name: 'Search blocks' }).fill(search);
  const entry = palette.getByRole('button', { name });
  await entry.waitFor();
  return entry;
}

/** What dnd-kit's live region (the screen reader's announcements of a drag) says now. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

/**
 * Waits until a keyboard pick-up listens for the arrow keys. dnd-kit's keyboard sensor adds its keydown listener in a
 * zero-delay timer set while the pick-up key is handled; Chromium runs input before timers, so a key sent the moment
 * "Picked up" is announced can arrive first and be lost. A timer set now runs after that one.
 */
const pickUpSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 0);
      }),
  );

/** The ids of the outline's blocks that are new (not in `known`), in order. */
const newIds = async (page: Page, known: readonly string[]) => (await outlineBlocks(page)).map((b) => b.id).filter((id) => !known.includes(id));

describe('composing a page by drag and drop', () => {
  it('adds a hero from the palette with the mouse, and another with the keyboard alone, into sections', async () => {
    const [a, b, c] = [banner('First banner'), banner('Second banner'), banner('Lower banner')];
    const page = await signedInPage(browser, session);
    const errors = collectErrors(page);
    const created = await apiOf(page).createPage(uniqueKey('dnd'), pageData({ top: [a, b], lower: [c] }));
    await openDocument(page, created.id, a.id);
    expect((await outlineBlocks(page)).map((row) => row.id)).toEqual([a.id, b.id, c.id]);

    // The mouse: the hero from the palette onto the upper half of the second banner's row lands between the banners.
    const entry = await paletteEntry(page, 'hero', /^Hero/);
    const target = outline(page).locator(`[data-block-id="${b.id}"]`);
    await target.scrollIntoViewIfNeeded();
    const from = await entry.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the palette entry or the outline row is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.25, { steps: 12 });
    await eventually(() => target.getAttribute('class')).toContain('is-drop-before');
    await page.mouse.up();

    await eventually(async () => (await outlineBlocks(page)).length).toBe(4);
    const [mouseHero] = await newIds(page, [a.id, b.id, c.id]);
    if (!mouseHero) throw new Error('no new block');
    expect(await outlineBlocks(page)).toEqual([
      { id: a.id, type: 'Banner' },
      { id: mouseHero, type: 'Hero' },
      { id: b.id, type: 'Banner' },
      { id: c.id, type: 'Banner' },
    ]);
    // The canvas shows it between the banners, with the hero's starting words.
    await canvasBlock(page, mouseHero).waitFor();
    expect(await canvasBlock(page, mouseHero).textContent()).toContain('New season, new ground');
    expect(await canvasOrder(page, [a.id, mouseHero, b.id])).toEqual([a.id, mouseHero, b.id]);

    // The keyboard alone: Tab to the palette's search, type, arrow to the hero, Space picks it up, the arrow keys
    // (End: the last place) choose where, Space drops it. Each step is announced.
    // From the top of the page: the search box (filled above) gives the focus back to the document first.
    await page.getByRole('region', { name: 'Blocks' }).getByRole('searchbox').fill('');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, (el) => el.label === 'Search blocks');
    await page.keyboard.type('hero');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-block-type'))).toBe('hero');
    await page.keyboard.press('Space');
    await eventually(() => announcement(page)).toMatch(/^Picked up a new Hero\. It will land at position \d+ of \d+ in section “top”\.$/);
    await pickUpSettled(page);
    await page.keyboard.press('End');
    await eventually(() => announcement(page)).toBe('Hero will land at position 2 of 2 in section “lower”.');
    await page.keyboard.press('Space');
    await eventually(() => announcement(page)).toBe('Hero dropped at position 2 of 2 in section “lower”.');

    await eventually(async () => (await outlineBlocks(page)).length).toBe(5);
    const [keyboardHero] = await newIds(page, [a.id, b.id, c.id, mouseHero]);
    if (!keyboardHero) throw new Error('no second new block');
    expect((await outlineBlocks(page)).map((row) => row.id)).toEqual([a.id, mouseHero, b.id, c.id, keyboardHero]);
    await canvasBlock(page, keyboardHero).waitFor();
    expect(await canvasOrder(page, [c.id, keyboardHero])).toEqual([c.id, keyboardHero]);

    // Both heroes reach the database in the draft, where the outline put them.
    await savedVersion(page, created.version);
    await expect
      .poll(async () => (await apiOf(page).get(created.id)).data.sections?.map((s) => s.items.map((item) => item.id)), { timeout: 15_000 })
      .toEqual([
        [a.id, mouseHero, b.id],
        [c.id, keyboardHero],
      ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves a block between sections with the keyboard, and Escape puts a lifted block back', async () => {
    const [a, b, c] = [banner('Alpha'), banner('Beta'), banner('Gamma')];
    const page = await signedInPage(browser, session);
    const created = await apiOf(page).createPage(uniqueKey('move'), pageData({ top: [a, b], lower: [c] }));
    await openDocument(page, created.id, a.id);

    const row = outline(page).locator(`[data-block-id="${a.id}"]`);
    await row.focus();
    await page.keyboard.press('Space');
    await eventually(() => announcement(page)).toBe('Picked up Banner “Alpha”. It is at position 1 of 2 in section “top”.');
    await pickUpSettled(page);
    await page.keyboard.press('ArrowDown');
    await eventually(() => announcement(page)).toMatch(/^Banner “Alpha” will land at position \d of \d in section “(top|lower)”\.$/);
    await page.keyboard.press('Escape');
    await eventually(() => announcement(page)).toBe('Moving Banner “Alpha” was cancelled. It stays at position 1 of 2 in section “top”.');
    expect((await outlineBlocks(page)).map((r) => r.id)).toEqual([a.id, b.id, c.id]);

    await row.focus();
    await page.keyboard.press('Space');
    await eventually(() => announcement(page)).toBe('Picked up Banner “Alpha”. It is at position 1 of 2 in section “top”.');
    await pickUpSettled(page);
    await page.keyboard.press('End');
    await eventually(() => announcement(page)).toBe('Banner “Alpha” will land at position 2 of 2 in section “lower”.');
    await page.keyboard.press('Enter');
    await eventually(() => announcement(page)).toBe('Banner “Alpha” dropped at position 2 of 2 in section “lower”.');
    expect((await outlineBlocks(page)).map((r) => r.id)).toEqual([b.id, c.id, a.id]);
    await eventually(() => canvasOrder(page, [a.id, b.id, c.id])).toEqual([b.id, c.id, a.id]);
    await page.context().close();
  });
});

/** The order in which the canvas shows these blocks (those it shows), top to bottom in its DOM. */
async function canvasOrder(page: Page, ids: readonly string[]): Promise<string[]> {
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  return frame
    .locator('[data-block-id]')
    .evaluateAll(
      (elements, wanted) =>
        elements.map((e) => e.getAttribute('data-block-id') ?? '').filter((id, i, all) => wanted.includes(id) && all.indexOf(id) === i),
      ids,
    );
}
