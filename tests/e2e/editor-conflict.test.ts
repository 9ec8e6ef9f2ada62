import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  adminApi,
  banner,
  eventually,
  canvasBlock,
  EDITOR,
  type EditorSession,
  hero,
  openDocument,
  outlineRow,
  pageData,
  PUBLISHER,
  saveStatus,
  savedVersion,
  signedInPage,
  signIn,
  uniqueKey,
  uniqueText,
} from './editor-helpers';

let browser: Browser;
let editor: EditorSession;
let publisher: EditorSession;
beforeAll(async () => {
  browser = await launchBrowser();
  editor = await signIn(browser, EDITOR);
  publisher = await signIn(browser, PUBLISHER);
});
afterAll(() => browser.close());

const conflictDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Someone else saved this document first' });

/** Selects a block and types its new title in the inspector; the canvas shows it. */
async function retitle(page: Page, blockId: string, title: string): Promise<void> {
  await outlineRow(page, blockId).click();
  await page.getByRole('complementary', { name: 'Inspector' }).getByLabel('Title', { exact: true }).fill(title);
  await eventually(() => canvasBlock(page, blockId).textContent()).toContain(title);
}

/** Two editors with the same document open at the same version. */
async function twoEditors(first: readonly [ReturnType<typeof hero>, ReturnType<typeof banner>]) {
  const a = await signedInPage(browser, editor);
  const b = await signedInPage(browser, publisher);
  const created = await adminApi(b.context().request).createPage(uniqueKey('conflict'), pageData({ main: [...first] }));
  await openDocument(a, created.id, first[0].id);
  await openDocument(b, created.id, first[0].id);
  return { a, b, created };
}

describe('two editors saving the same document', () => {
  it('shows the second a conflict (409); saving on top keeps both edits as versions', async () => {
    const [top, bottom] = [hero('Original hero'), banner('Original banner')];
    const { a, b, created } = await twoEditors([top, bottom]);
    const api = adminApi(b.context().request);

    const fromA = uniqueText('Hero by the editor');
    await retitle(a, top.id, fromA);
    const versionOfA = await savedVersion(a, created.version);

    // B started from the version before A's save: its save is refused with a 409, and B is asked what to do.
    const conflicts: number[] = [];
    b.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().includes('/admin/v1/documents/')) conflicts.push(response.status());
    });
    const fromB = uniqueText('Banner by the publisher');
    await retitle(b, bottom.id, fromB);
    await conflictDialog(b).waitFor({ timeout: 30_000 });
    expect(conflicts).toContain(409);
    expect(await saveStatus(b).textContent()).toBe('Someone else saved this document first');
    // Nothing is lost meanwhile: B's edit is still on B's screen.
    expect(await canvasBlock(b, bottom.id).textContent()).toContain(fromB);

    await conflictDialog(b).getByRole('button', { name: 'Save mine on top' }).click();
    const versionOfB = await savedVersion(b, versionOfA);
    expect(await conflictDialog(b).count()).toBe(0);

    // Both edits are versions of the document, each by its editor.
    const versions = await api.versions(created.id);
    expect(versions.map((v) => [v.version, v.updatedBy])).toEqual(
      expect.arrayContaining([
        [versionOfB, PUBLISHER.email],
        [versionOfA, EDITOR.email],
      ]),
    );
    const latest = await api.get(created.id);
    expect(latest.version).toBe(versionOfB);
    expect(latest.data.sections?.[0]?.items.find((item) => item.id === bottom.id)?.title).toBe(fromB);
    // A's version is still there to go back to.
    await api.restore(created.id, versionOfA);
    expect((await api.get(created.id)).data.sections?.[0]?.items.find((item) => item.id === top.id)?.title).toBe(fromA);
    await a.context().close();
    await b.context().close();
  });

  it('lets the second editor load the other version instead, which the screen then shows', async () => {
    const [top, bottom] = [hero('First words'), banner('Second words')];
    const { a, b, created } = await twoEditors([top, bottom]);

    const fromA = uniqueText('Saved first');
    await retitle(a, top.id, fromA);
    const versionOfA = await savedVersion(a, created.version);

    await retitle(b, bottom.id, uniqueText('Saved second'));
    await conflictDialog(b).waitFor({ timeout: 30_000 });
    await conflictDialog(b).getByRole('button', { name: 'Load their version' }).click();
    await expect
      .poll(
        () =>
          canvasBlock(b, top.id)
            .textContent()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toContain(fromA);
    expect(await canvasBlock(b, bottom.id).textContent()).toContain('Second words');
    expect(await conflictDialog(b).count()).toBe(0);
    // B now edits on top of A's version: its next save is no conflict.
    const later = uniqueText('After reloading');
    await retitle(b, bottom.id, later);
    const next = await savedVersion(b, versionOfA);
    const latest = await adminApi(b.context().request).get(created.id);
    expect(latest.version).toBe(next);
    expect(latest.data.sections?.[0]?.items.map((item) => item.title)).toEqual([fromA, later]);
    await a.context().close();
    await b.context().close();
  });
});
