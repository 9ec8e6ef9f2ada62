import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser';
import {
  adminApi,
  banner,
  eventually,
  canvas,
  canvasBlock,
  type EditorSession,
  hero,
  LOCALE,
  newContext,
  outline,
  outlineRow,
  pageData,
  PUBLISHER,
  signIn,
  SITE_ID,
  uniqueKey,
  uniqueText,
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
    const editorUrl = `${baseUrl()}/editor/documents/${encodeURIComponent(created.id)}`;

    // A page of another origin (the same server as `localhost`: another site to the browser) that opens the editor
    // (on a click, as browsers require) gets no hold on its window: the editor's opener policy cuts the tie.
    const foreign = await context.newPage();
    await foreign.goto(`${baseUrl().replace('127.0.0.1', 'localhost')}/health`);
    await foreign.setContent('<!doctype html><title>Another site</title><main><h1>Another site</h1></main>');
    await foreign.evaluate((url) => {
      const opener = document.createElement('button');
      opener.textContent = 'Open the editor';
      opener.addEventListener('click', () => {
        (window as unknown as { editorWindow: Window | null }).editorWindow = window.open(url, '_blank');
      });
      document.body.prepend(opener);
    }, editorUrl);
    const [opened] = await Promise.all([context.waitForEvent('page'), foreign.getByRole('button', { name: 'Open the editor' }).click()]);
    await outline(opened).waitFor({ timeout: 30_000 });
    expect(
      await foreign.evaluate(() => {
        const held = (window as unknown as { editorWindow: Window | null }).editorWindow;
        return held === null || held.closed;
      }),
    ).toBe(true);
    await opened.close();
    await foreign.close();

    // What can still speak to the editor and its canvas are frames inside the editor's page: one of an opaque origin
    // (sandboxed), and one of the editor's own origin that is not the canvas (the wrong window).
    const editor = await context.newPage();
    await editor.goto(editorUrl);
    await outline(editor).waitFor({ timeout: 30_000 });
    await canvasBlock(editor, first.id).waitFor({ timeout: 30_000 });
    await outlineRow(editor, first.id).click();
    const title = editor.getByRole('complementary', { name: 'Inspector' }).getByLabel('Title', { exact: true });
    await title.waitFor();

    // The canvas records every title its first block shows, and the bridge session the editor's messages carry,
    // so the forgeries below are as close to the real thing as an outsider could make them.
    await canvas(editor)
      .locator('html')
      .evaluate((root, blockId) => {
        const win = window as unknown as { shownTitles: string[]; bridgeSession?: string };
        win.shownTitles = [];
        const note = () => win.shownTitles.push(root.querySelector(`[data-block-id="${blockId}"]`)?.textContent ?? '');
        new MutationObserver(note).observe(root, { subtree: true, childList: true, characterData: true });
        window.addEventListener('message', (event) => {
          const data = event.data as { source?: string; session?: string } | null;
          if (data?.source === 'tessera-preview-bridge' && typeof data.session === 'string') win.bridgeSession = data.session;
        });
      }, first.id);
    const bridgeSession = async () =>
      canvas(editor)
        .locator('html')
        .evaluate(() => (window as unknown as { bridgeSession?: string }).bridgeSession ?? '');
    await expect.poll(bridgeSession, { timeout: 15_000 }).not.toBe('');
    const session = await bridgeSession();
    const canvasIndex = await editor.evaluate(() => [...document.querySelectorAll('iframe')].findIndex((f) => f.title.startsWith('Preview of')));
    expect(canvasIndex).toBeGreaterThanOrEqual(0);
    await editor.evaluate(() => {
      for (const [name, sandbox] of [
        ['opaque-origin', 'allow-scripts'],
        ['wrong-window', null],
      ] as const) {
        const frame = document.createElement('iframe');
        frame.name = name;
        frame.title = name;
        if (sandbox) frame.setAttribute('sandbox', sandbox);
        frame.srcdoc = '<!doctype html><title>Not the canvas</title>';
        document.body.append(frame);
      }
    });

    const forgeries: string[] = [];
    for (const name of ['opaque-origin', 'wrong-window']) {
      await expect.poll(() => editor.frame({ name })?.evaluate(() => document.readyState) ?? 'none', { timeout: 15_000 }).toBe('complete');
      const sender = editor.frame({ name });
      const forged = uniqueText(`Forged by ${name}`);
      forgeries.push(forged);
      await sender?.evaluate(
        ({ session, documentId, blockId, otherId, forged, canvasIndex }) => {
          const envelope = { source: 'tessera-preview-bridge', version: 1, session };
          const canvasWindow = parent.frames[canvasIndex];
          if (!canvasWindow) throw new Error('no canvas frame');
          // Into the preview: a patch of the title, and a whole new draft.
          canvasWindow.postMessage(
            {
              ...envelope,
              type: 'patch',
              documentId,
              revision: 1,
              ops: [{ kind: 'set', id: blockId, path: 'title', value: forged, previous: null }],
            },
            '*',
          );
          canvasWindow.postMessage(
            { ...envelope, type: 'draft', documentId, sections: [{ name: 'main', items: [{ id: blockId, type: 'hero', title: forged }] }] },
            '*',
          );
          // Into the editor, posing as the preview: a block "clicked" in the canvas.
          parent.postMessage({ ...envelope, type: 'selected', blockId: otherId }, '*');
        },
        { session, documentId: created.id, blockId: first.id, otherId: second.id, forged, canvasIndex },
      );
    }

    // The editor's own edit after them goes through the bridge as ever: once the canvas shows it, the forgeries had
    // their turn.
    const real = uniqueText('Real title');
    await title.fill(real);
    await eventually(() => canvasBlock(editor, first.id).textContent()).toContain(real);
    const shownTitles = await canvas(editor)
      .locator('html')
      .evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles);
    for (const forged of forgeries) {
      expect(shownTitles.some((shown) => shown.includes(forged))).toBe(false);
      expect(await canvas(editor).locator('body').textContent()).not.toContain(forged);
    }
    expect(await canvasBlock(editor, second.id).count()).toBe(1);
    expect(await outlineRow(editor, first.id).getAttribute('aria-selected')).toBe('true');
    expect(await outlineRow(editor, second.id).getAttribute('aria-selected')).toBe('false');
    await context.close();
  });
});
