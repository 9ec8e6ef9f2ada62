import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Browser, BrowserContext, BrowserContextOptions, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { watchCspViolations } from './csp-violations';

/*
 * What the editor's browser tests share: the demo accounts, the admin API as a test calls it (with the session of a
 * browser context, from the store's own origin), documents made for one test with a unique key, and the editing
 * screen's parts as an editor finds them (outline, canvas, inspector).
 */

/** The demo accounts the README lists (the test server creates them, as `npm start` does). */
export const EDITOR = { email: 'editor@tessera.test', password: 'tessera-demo', name: 'Elena Editor' } as const;
export const PUBLISHER = { email: 'publisher@tessera.test', password: 'tessera-demo', name: 'Pablo Publisher' } as const;
export type Account = typeof EDITOR | typeof PUBLISHER;

/** The site the tests' pages live on, and its locale path. */
export const SITE_ID = 'ridgeline-en-us';
export const LOCALE = 'en-us';

/** A key no other test (or run) uses: `e2e-{what}-{random}`. */
export const uniqueKey = (what: string): string => `e2e-${what}-${randomUUID().slice(0, 8)}`;

/** Words no page holds yet, to find a change by. */
export const uniqueText = (what: string): string => `${what} ${randomUUID().slice(0, 8)}`;

/** A block as stored. */
export type TestBlock = Readonly<Record<string, unknown>> & { readonly id: string; readonly type: string };

/** A banner with its own id and title (the hero's slimmer sibling: the drag tests add heroes between banners). */
export const banner = (title: string): TestBlock => ({ id: `b-${randomUUID().slice(0, 12)}`, type: 'banner', title });

/** A hero with its own id and title. */
export const hero = (title: string): TestBlock => ({ id: `h-${randomUUID().slice(0, 12)}`, type: 'hero', isFullWidth: true, title });

/** A page's data: sections of blocks, an SEO title. */
export const pageData = (sections: Readonly<Record<string, readonly TestBlock[]>>, title = 'E2E page') => ({
  sections: Object.entries(sections).map(([name, items]) => ({ name, items })),
  seo: { title, description: '' },
});

export interface AdminDocument {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly version: number;
  readonly status: 'draft' | 'published';
  readonly previewPath?: string;
  readonly data: { readonly sections?: { readonly name: string; readonly items: TestBlock[] }[] } & Record<string, unknown>;
}

export interface VersionEntry {
  readonly version: number;
  readonly status: 'draft' | 'published';
  readonly updatedBy: string | null;
  readonly live: boolean;
  readonly scheduled: boolean;
}

/** Throws with the answer's status and body unless it is what the test expects. */
async function expectStatus(response: APIResponse, wanted: number, what: string): Promise<void> {
  if (response.status() !== wanted) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

/**
 * The admin API as the signed-in editor of a browser context calls it: the context's cookies, and `Origin` set to the
 * store's own (the API refuses writes from anywhere else).
 */
export function adminApi(request: APIRequestContext) {
  const origin = { origin: baseUrl() };
  const doc = (id: string, rest = '') => `/admin/v1/documents/${encodeURIComponent(id)}${rest}`;
  return {
    /** Creates a page on the test site, version 1 as a draft. */
    async createPage(key: string, data: ReturnType<typeof pageData>, name = key): Promise<AdminDocument> {
      const response = await request.post('/admin/v1/documents', { headers: origin, data: { siteId: SITE_ID, docType: 'page', key, name, data } });
      await expectStatus(response, 201, `create ${key}`);
      return (await response.json()) as AdminDocument;
    },
    async get(id: string): Promise<AdminDocument> {
      const response = await request.get(doc(id));
      await expectStatus(response, 200, `get ${id}`);
      return (await response.json()) as AdminDocument;
    },
    async save(id: string, baseVersion: number, data: unknown): Promise<number> {
      const response = await request.put(doc(id), { headers: origin, data: { baseVersion, data } });
      await expectStatus(response, 200, `save ${id}`);
      return ((await response.json()) as { version: number }).version;
    },
    /** The raw answer of a publish (tests look at refusals). */
    publishAnswer: (id: string, version: number, at?: string) =>
      request.post(doc(id, '/publish'), { headers: origin, data: at ? { version, at } : { version } }),
    async publish(id: string, version: number): Promise<void> {
      await expectStatus(await request.post(doc(id, '/publish'), { headers: origin, data: { version } }), 200, `publish ${id}`);
    },
    async versions(id: string): Promise<VersionEntry[]> {
      const response = await request.get(doc(id, '/versions'));
      await expectStatus(response, 200, `versions of ${id}`);
      return ((await response.json()) as { versions: VersionEntry[] }).versions;
    },
    async restore(id: string, version: number): Promise<number> {
      const response = await request.post(doc(id, '/restore'), { headers: origin, data: { version } });
      await expectStatus(response, 200, `restore ${id} v${version}`);
      return ((await response.json()) as { version: number }).version;
    },
  };
}

/** Retries a sign-in the rate limit refused (every test file signs in from the same address) once its window allows. */
async function signInAnswer(request: APIRequestContext, account: Account): Promise<APIResponse> {
  for (;;) {
    const response = await request.post('/admin/v1/session', {
      headers: { origin: baseUrl() },
      data: { email: account.email, password: account.password },
    });
    if (response.status() !== 429) return response;
    const wait = Number(response.headers()['retry-after'] ?? '1');
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Number.isFinite(wait) ? wait : 1) * 1000));
  }
}

/** A desktop-sized context on the store's origin, watched for CSP violations (which fail the test: `setup.ts`). */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 960 }, locale: 'en-US', ...options });
  await watchCspViolations(context);
  return context;
}

/** The cookies of a signed-in editor (one sign-in per account and test file: sign-ins are rate-limited). */
export type EditorSession = NonNullable<BrowserContextOptions['storageState']>;

/** Signs the account in through the admin API and keeps its session cookie, for contexts to start signed in. */
export async function signIn(browser: Browser, account: Account): Promise<EditorSession> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    await expectStatus(await signInAnswer(context.request, account), 200, `sign-in of ${account.email}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A new context signed in with a session from `signIn`, and its first page. */
export async function signedInPage(browser: Browser, session: EditorSession, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, { storageState: session, ...options });
  return context.newPage();
}

/** The admin API with the page's session. */
export const apiOf = (page: Page) => adminApi(page.context().request);

/** The canvas: the document's storefront page in preview mode, in its frame ("Preview of {name}"), bridged to the editor. */
export const canvas = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview of"]');

/** A block as the canvas shows it. */
export const canvasBlock = (page: Page, blockId: string): Locator => canvas(page).locator(`[data-block-id="${blockId}"]`).first();

/**
 * Clicks a block in the canvas until the outline selects it: a click that lands before the preview listens (its
 * page still hydrating on a busy machine) is lost, as it would be for a person, who clicks again.
 */
export async function selectInCanvas(page: Page, blockId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await outlineRow(page, blockId).getAttribute('aria-selected')) === 'true') return true;
        await canvasBlock(page, blockId).click();
        return (await outlineRow(page, blockId).getAttribute('aria-selected')) === 'true';
      },
      { timeout: PATIENCE_MS, interval: 500 },
    )
    .toBe(true);
}

/** Opens a document's editing screen and waits until the canvas shows its first block (when it has one). */
export async function openDocument(page: Page, id: string, firstBlockId?: string): Promise<void> {
  await page.goto(`/editor/documents/${encodeURIComponent(id)}`);
  await outline(page).waitFor({ timeout: 30_000 });
  if (firstBlockId) await canvasBlock(page, firstBlockId).waitFor({ timeout: 30_000 });
}

/** The outline's tree. */
export const outline = (page: Page): Locator => page.getByRole('tree', { name: 'Outline' });

/** A block's row in the outline. */
export const outlineRow = (page: Page, blockId: string): Locator => outline(page).locator(`[role="treeitem"][data-block-id="${blockId}"]`);

/** The blocks of the outline in order, top to bottom: id and the type as the outline names it. */
export async function outlineBlocks(page: Page): Promise<{ id: string; type: string }[]> {
  return outline(page)
    .locator('[role="treeitem"][data-block-id]')
    .evaluateAll((rows) =>
      rows.map((row) => ({ id: row.getAttribute('data-block-id') ?? '', type: row.querySelector('.ts-outline__type')?.textContent ?? '' })),
    );
}

/** How long a test waits for the screen to show something (a busy two-core machine builds, serves and renders at once). */
export const PATIENCE_MS = 20_000;

/** `expect.poll` with the patience of a busy machine: waits for a condition, never for a fixed time. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: PATIENCE_MS, interval: 100 });

/** The save status line ("Saved (version 3)", "Saving…"). */
export const saveStatus = (page: Page): Locator => page.locator('.ts-ed-save__text');

/** Waits until every edit is saved in a version after `after`, and answers that version. */
export async function savedVersion(page: Page, after = 0): Promise<number> {
  const version = async () => Number(/Saved \(version (\d+)\)/.exec((await saveStatus(page).textContent()) ?? '')?.[1] ?? 0);
  await expect.poll(version, { timeout: 30_000 }).toBeGreaterThan(after);
  return version();
}

/** Marks the canvas's window, so a later check tells an update in place from a reload. */
export const markCanvas = (page: Page) =>
  canvas(page)
    .locator('html')
    .evaluate(() => Object.assign(window, { __tesseraSameCanvas: true }));
export const sameCanvas = (page: Page) =>
  canvas(page)
    .locator('html')
    .evaluate(() => (window as unknown as { __tesseraSameCanvas?: boolean }).__tesseraSameCanvas === true);
