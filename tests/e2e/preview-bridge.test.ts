import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, hydrated, launchBrowser, openPage, withoutPopups } from './browser';
import { contentDoc } from './content';
import { heard, openEditorHost, sendToPreview, waitForMessage } from './bridge-host';
import { signInContext } from './editor-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SITE = 'ridgeline-en-us';
const PREVIEW = '/pre/en-us?editorBridge=1';

interface StoredBlock {
  readonly id: string;
  readonly type: string;
  readonly [field: string]: unknown;
}
type Sections = { name: string; items: StoredBlock[] }[];

/** The home page's stored sections (what the editor would send) and its first hero on the first screen. */
async function homeDraft() {
  const doc = await contentDoc(`page/${SITE}/home`);
  const sections = (doc.data.sections ?? []) as unknown as Sections;
  const hero = sections
    .filter((s) => !/lazy load|inherited\s*$/i.test(s.name))
    .flatMap((s) => s.items)
    .find((b) => b.type === 'hero');
  if (!hero) throw new Error('the home page has no hero on its first screen');
  return { sections, hero };
}

/** The preview's frame, once React has hydrated it. */
async function previewFrame(page: Page): Promise<Frame> {
  const frame = page.frames().find((f) => f.url().includes('/pre/'));
  if (!frame) throw new Error('no preview frame');
  await frame.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 20_000 });
  return frame;
}

async function editorWithPreview(): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const page = await openPage(browser);
  await signInContext(page.context()); // previews answer only to editors
  const errors = collectErrors(page);
  await withoutPopups(page, SITE); // nothing pops up over the canvas while the tests watch it
  await openEditorHost(page, PREVIEW);
  const frame = await previewFrame(page);
  return { page, frame, errors };
}

const blockText = async (frame: Frame, id: string) => (await frame.locator(`[data-block-id="${id}"]`).first().textContent()) ?? '';

describe('the preview side of the editor’s bridge', () => {
  it('shows the draft, then each patch live: no reload, no request to the server, only the changed block re-rendered', async () => {
    const { page, frame, errors } = await editorWithPreview();
    expect(await waitForMessage(page, 'ready')).toMatchObject({ path: PREVIEW });
    const { sections, hero } = await homeDraft();
    await frame.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await sendToPreview(page, { type: 'draft', documentId: 'home', sections, revision: 1 });
    await waitForMessage(page, 'applied', { revision: 1 });

    // Watch what changes in the page, and what it asks the network for, from here on.
    await frame.evaluate(() => {
      const changed = new Set<string>();
      new MutationObserver((records) => {
        for (const record of records) {
          const node = record.target instanceof Element ? record.target : record.target.parentElement;
          changed.add(node?.closest('[data-block-id]')?.getAttribute('data-block-id') ?? '(outside blocks)');
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'src', 'href'] });
      Object.assign(window, { __changedBlocks: changed });
    });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (['document', 'fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
    });

    const titleHtml = '<strong>Live</strong> from the editor<img src="data:image/png;base64,AAAA" alt="" onerror="window.__pwned = true">';
    await sendToPreview(page, {
      type: 'patch',
      documentId: 'home',
      revision: 2,
      ops: [{ kind: 'set', id: hero.id, path: 'titleHtml', value: titleHtml, previous: hero.titleHtml }],
    });
    await waitForMessage(page, 'applied', { revision: 2 });
    await expect.poll(() => blockText(frame, hero.id)).toContain('Live from the editor');

    expect(await frame.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await frame.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(requests).toEqual([]);
    // Sanitized in the browser: the handler never made it to the page (the picture, which fails to decode, kept its
    // address, which the picture rules allow).
    expect(
      await frame
        .locator(`[data-block-id="${hero.id}"] img[src="data:image/png;base64,AAAA"]`)
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('onerror'))),
    ).toEqual([null]);
    expect(await frame.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const changed = await frame.evaluate(() => [...(window as unknown as { __changedBlocks: Set<string> }).__changedBlocks]);
    expect(changed).toEqual([hero.id]);

    // A patch that does not fit the draft answers an error with its revision; the page keeps what it showed.
    await sendToPreview(page, {
      type: 'patch',
      documentId: 'home',
      revision: 3,
      ops: [{ kind: 'set', id: 'no-such-block', path: 'title', value: 'x', previous: null }],
    });
    expect(await waitForMessage(page, 'error', { revision: 3 })).toMatchObject({ message: 'no block no-such-block' });
    expect(await blockText(frame, hero.id)).toContain('Live from the editor');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('selects the block clicked in the page without following its links, and outlines what the editor selects and hovers', async () => {
    const { page, frame } = await editorWithPreview();
    const { hero } = await homeDraft();
    const heroFrame = frame.locator(`[data-block-id="${hero.id}"]`).first();
    const link = heroFrame.locator('a').first();
    await ((await link.count()) ? link : heroFrame).click();
    expect(await waitForMessage(page, 'selected', { blockId: hero.id })).toBeDefined();
    expect(frame.url()).toBe(`${baseUrl()}${PREVIEW}`);
    const selected = frame.locator('.ts-preview-outline--selected');
    await expect.poll(() => selected.isVisible()).toBe(true);
    expect(await selected.innerText()).toBe('hero');

    await frame.locator('footer, .ts-shell-footer').first().hover();
    await expect.poll(async () => (await heard(page)).filter((m) => m.type === 'hovered').at(-1)?.blockId).not.toBe(hero.id);

    // The editor selects the page's last block: the preview scrolls it into view and outlines it.
    const last = await frame.locator('main [data-block-id]').last().getAttribute('data-block-id');
    await sendToPreview(page, { type: 'select', blockId: last });
    await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await sendToPreview(page, { type: 'hover', blockId: hero.id });
    await expect.poll(() => frame.locator('.ts-preview-outline--hover').isVisible()).toBe(true);
    await page.context().close();
  });

  it('changes nothing for a message from another origin, or from another window of the store’s, and counts it', async () => {
    const { page, frame } = await editorWithPreview();
    const { sections, hero } = await homeDraft();
    await sendToPreview(page, { type: 'draft', documentId: 'home', sections, revision: 1 });
    await waitForMessage(page, 'applied', { revision: 1 });
    const before = await blockText(frame, hero.id);

    // Two strangers, each knowing the session: a frame of another origin (localhost, not 127.0.0.1) and one of the
    // store's own origin that is not the editor's window. Each posts a patch to the preview.
    const session = await page.evaluate(() => (window as unknown as { bridgeSession: string }).bridgeSession);
    const foreignOrigin = baseUrl().replace('127.0.0.1', 'localhost');
    const patch = {
      source: 'tessera-preview-bridge',
      version: 1,
      session,
      type: 'patch',
      documentId: 'home',
      revision: 2,
      ops: [{ kind: 'set', id: hero.id, path: 'title', value: 'Hacked', previous: hero.title ?? null }],
    };
    const stranger = `<!doctype html><title>stranger</title><script>parent.frames[0].postMessage(${JSON.stringify(patch)}, '*');</script>`;
    await page.context().route(/\/__stranger$/, (route) => route.fulfill({ contentType: 'text/html', body: stranger }));
    await page.evaluate(
      (origins) => {
        for (const origin of origins)
          document.body.append(Object.assign(document.createElement('iframe'), { src: `${origin}/__stranger`, title: 'stranger' }));
      },
      [foreignOrigin, baseUrl()],
    );
    await expect.poll(() => page.frames().filter((f) => f.url().endsWith('/__stranger')).length).toBe(2);
    await page.waitForTimeout(500);

    await sendToPreview(page, { type: 'request', id: 'status-1', name: 'status', params: {} });
    const status = await waitForMessage(page, 'response', { id: 'status-1' });
    expect(status).toMatchObject({ ok: true, result: { documentId: 'home', revision: 1, path: PREVIEW } });
    expect((status.result as { ignored: number }).ignored).toBeGreaterThanOrEqual(2);
    expect(await blockText(frame, hero.id)).toBe(before);
    expect(await heard(page)).not.toContainEqual(expect.objectContaining({ type: 'error' }));

    // Revision 2 is still the editor's to send.
    await sendToPreview(page, {
      type: 'patch',
      documentId: 'home',
      revision: 2,
      ops: [{ kind: 'set', id: hero.id, path: 'titleHtml', value: 'From the real editor', previous: hero.titleHtml }],
    });
    await waitForMessage(page, 'applied', { revision: 2 });
    await expect.poll(() => blockText(frame, hero.id)).toContain('From the real editor');
    await page.context().close();
  });

  it('loads its code only in the editor’s frame, for a preview asked for with editorBridge=1', async () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunks = ['storefront/preview/index.ts', 'storefront/preview/start-preview.tsx'].map((key) => manifest[key]?.file ?? `missing ${key}`);
    const loadsPreview = async (page: Page, go: () => Promise<unknown>) => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await go();
      await hydrated(page);
      await page.waitForTimeout(1_000); // what the page asks for once hydrated
      return chunks.filter((file) => fetched.includes(`/${file}`));
    };

    const shopper = await openPage(browser);
    expect(await loadsPreview(shopper, () => shopper.goto('/en-us?editorBridge=1'))).toEqual([]);
    await shopper.context().close();

    const editor = await openPage(browser);
    await signInContext(editor.context());
    // Preview mode, but not in a frame.
    expect(await loadsPreview(editor, () => editor.goto(PREVIEW))).toEqual([]);
    // In a frame, without editorBridge=1; then with it.
    const page = await openPage(browser);
    await signInContext(page.context());
    const framed: string[] = [];
    page.on('request', (request) => framed.push(new URL(request.url()).pathname));
    await page.route(`${baseUrl()}/__plain-host`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>host</title><iframe title="Preview" src="/pre/en-us"></iframe>' }),
    );
    await page.goto('/__plain-host');
    await previewFrame(page);
    await page.waitForTimeout(1_000);
    expect(chunks.filter((file) => framed.includes(`/${file}`))).toEqual([]);
    await openEditorHost(page, PREVIEW);
    await previewFrame(page);
    await expect.poll(() => chunks.filter((file) => framed.includes(`/${file}`))).toEqual(chunks);
    await editor.context().close();
    await page.context().close();
  });
});
