import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser';
import {
  adminApi, banner, eventually, canvas, canvasBlock, type EditorSession, hero, LOCALE, newContext, outline, outlineRow, pageData, PUBLISHER, signIn, SITE_ID,
  uniqueKey, uniqueText,
} from './editor-helpers';

let browser: Browser;
let publisher: EditorSession;
beforeAll(async () => {
  browser = await launchBrowser();
  publisher = await signIn(browser, PUBLISHER);
});
afterAll(() => browser.close());

describe('previews are closed to everyone but editors', () => {
  it('gives an anonymous visitor no draft from any preview path: 401, never the draft’s words', async () => {
    const live = uniqueText('Public words');
    const draft = uniqueText('Secret draft words');
    const block = hero(live);
    const key = uniqueKey('closed');
    const signedIn = await newContext(browser, { storageState: publisher });
    const api = adminApi(signedIn.request);
    const created = await api.createPage(key, pageData({ main: [block] }));
    await api.publish(created.id, created.version);
    await api.save(created.id, created.version, pageData({ main: [{ ...block, title: draft }] }));

    // An editor sees the draft in preview, so the draft is there to leak.
    const editorPage = await signedIn.newPage();
    const shown = await editorPage.goto(`/pre/${LOCALE}/${key}`);
    expect(shown?.status()).toBe(200);
    expect(await editorPage.locator('body').textContent()).toContain(draft);
    await signedIn.close();

    const anonymous = await newContext(browser);
    const page = await anonymous.newPage();
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const pagePaths = [
      `/pre/${LOCALE}/${key}`,
      `/${LOCALE}/${key}?preview=true`,
      `/${LOCALE}/${key}?preview=true&previewDateTime=${encodeURIComponent(later)}`,
      `/pre/${LOCALE}/${key}?previewDateTime=${encodeURIComponent(later)}`,
    ];
    for (const path of pagePaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(401);
      const text = (await page.locator('body').textContent()) ?? '';
      expect(text, path).not.toContain(draft);
      expect(text, path).not.toContain(live);
      // The HTML answer offers the editor's sign-in instead.
      expect(await page.getByRole('heading', { name: 'Sign in to see this preview' }).count(), path).toBe(1);
      expect(await page.getByRole('link', { name: 'Sign in to the editor' }).getAttribute('href'), path).toMatch(/^\/editor/);
    }
    // `previewDateTime` without preview mode is the live page (docs/decisions.md: it counts in preview only).
    const dated = await page.goto(`/${LOCALE}/${key}?previewDateTime=${encodeURIComponent(later)}`);
    expect(dated?.status()).toBe(200);
    expect(await page.locator('body').textContent()).not.toContain(draft);

    const apiPaths = [
      `/preview/caas/v1/canvas/page/${SITE_ID}/${key}`,
      `/preview/caas/v1/canvas/page/${SITE_ID}/${key}?removeNulls=true`,
      `/preview/caas/v1/canvas/showcase/${SITE_ID}/page?limit=50`,
      `/fapi/pages/${encodeURIComponent(`/pre/${LOCALE}/${key}`)}`,
      `/fapi/pages/${encodeURIComponent(`/${LOCALE}/${key}`)}?preview=true`,
      `/fapi/pages/${encodeURIComponent(`/${LOCALE}/${key}`)}?preview=true&previewDateTime=${encodeURIComponent(later)}`,
    ];
    for (const path of apiPaths) {
      const response = await anonymous.request.get(path, { headers: { accept: 'application/json' } });
      expect(response.status(), path).toBe(401);
      const body = await response.text();
      expect(body, path).not.toContain(draft);
      expect(JSON.parse(body), path).toHaveProperty('errorDetails');
    }

    // Publish mode is untouched: the live words, never the draft's.
    const published = await page.goto(`/${LOCALE}/${key}`);
    expect(published?.status()).toBe(200);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).toContain(live);
    expect(text).not.toContain(draft);
    await anonymous.close();
  });

  it('acts on no bridge message from a foreign origin, in the preview or in the editor', async () => {
    const [first, second] = [hero('Bridge hero'), banner('Bridge banner')];
    const context = await newContext(browser, { storageState: publisher });
    const api = adminApi(context.request);
    const created = await api.createPage(uniqueKey('bridge'), pageData({ main: [first, second] }));

    // A page of another origin (the same server as `localhost`: another site to the browser) opens the editor, so it
    // holds the editor's window and can reach the canvas's frame.
    const foreignOrigin = baseUrl().replace('127.0.0.1', 'localhost');
    const foreign = await context.newPage();
    await foreign.goto(`${foreignOrigin}/${LOCALE}`);
    // A click opens it (browsers let a page open windows on a click only).
    await foreign.evaluate((url) => {
      const opener = document.createElement('button');
      opener.textContent = 'Open the editor';
      opener.addEventListener('click', () => {
        (window as unknown as { editorWindow: Window | null }).editorWindow = window.open(url, '_blank');
      });
      document.body.prepend(opener);
    }, `${baseUrl()}/editor/documents/${encodeURIComponent(created.id)}`);
    const [editor] = await Promise.all([context.waitForEvent('page'), foreign.getByRole('button', { name: 'Open the editor' }).click()]);
    await outline(editor).waitFor({ timeout: 30_000 });
    await canvasBlock(editor, first.id).waitFor({ timeout: 30_000 });
    await outlineRow(editor, first.id).click();
    const title = editor.getByRole('complementary', { name: 'Inspector' }).getByLabel('Title', { exact: true });
    await title.waitFor();

    // The canvas records every title its first block shows, and the bridge session the editor's messages carry,
    // so the forgeries below are as close to the real thing as an outsider could make them.
    await canvas(editor).locator('html').evaluate((root, blockId) => {
      const win = window as unknown as { shownTitles: string[]; bridgeSession?: string };
      win.shownTitles = [];
      const note = () => win.shownTitles.push(root.querySelector(`[data-block-id="${blockId}"]`)?.textContent ?? '');
      new MutationObserver(note).observe(root, { subtree: true, childList: true, characterData: true });
      window.addEventListener('message', (event) => {
        const data = event.data as { source?: string; session?: string } | null;
        if (data?.source === 'tessera-preview-bridge' && typeof data.session === 'string') win.bridgeSession = data.session;
      });
    }, first.id);
    const bridgeSession = async () => canvas(editor).locator('html').evaluate(() => (window as unknown as { bridgeSession?: string }).bridgeSession ?? '');
    await expect.poll(bridgeSession, { timeout: 15_000 }).not.toBe('');
    const session = await bridgeSession();
    const canvasIndex = await editor.evaluate(() => [...document.querySelectorAll('iframe')].findIndex((f) => f.title.startsWith('Preview of')));
    expect(canvasIndex).toBeGreaterThanOrEqual(0);

    const forged = uniqueText('Forged title');
    await foreign.evaluate(({ session, documentId, blockId, otherId, forged, canvasIndex }) => {
      const target = (window as unknown as { editorWindow: Window }).editorWindow;
      const envelope = { source: 'tessera-preview-bridge', version: 1, session };
      const frame = target.frames[canvasIndex];
      if (!frame) throw new Error('no canvas frame');
      // Into the preview: a patch of the title, and a whole new draft.
      frame.postMessage({ ...envelope, type: 'patch', documentId, revision: 1, ops: [{ kind: 'set', id: blockId, path: 'title', value: forged, previous: null }] }, '*');
      frame.postMessage({ ...envelope, type: 'draft', documentId, sections: [{ name: 'main', items: [{ id: blockId, type: 'hero', title: forged }] }] }, '*');
      // Into the editor, posing as the preview: a block "clicked" in the canvas.
      target.postMessage({ ...envelope, type: 'selected', blockId: otherId }, '*');
    }, { session, documentId: created.id, blockId: first.id, otherId: second.id, forged, canvasIndex });

    // The editor's own edit after them goes through the bridge as ever: once the canvas shows it, the forgeries had
    // their turn.
    const real = uniqueText('Real title');
    await title.fill(real);
    await eventually(() => canvasBlock(editor, first.id).textContent()).toContain(real);
    const shownTitles = await canvas(editor).locator('html').evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles);
    expect(shownTitles.some((shown) => shown.includes(forged))).toBe(false);
    expect(await canvas(editor).locator('body').textContent()).not.toContain(forged);
    expect(await canvasBlock(editor, second.id).count()).toBe(1);
    expect(await outlineRow(editor, first.id).getAttribute('aria-selected')).toBe('true');
    expect(await outlineRow(editor, second.id).getAttribute('aria-selected')).toBe('false');
    await context.close();
  });
});

