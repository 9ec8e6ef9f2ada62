import type { Browser, Page } from 'playwright-core';

export interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** Every story is checked at a phone and a desktop width. */
export const widths: readonly Viewport[] = [
  { name: 'small', width: 390, height: 844 },
  { name: 'large', width: 1280, height: 800 },
];

/** What the test needs to know of a story: whether it has a play function, and the axe rules it switches off. */
export interface StoryInfo {
  readonly hasPlay: boolean;
  readonly disable: readonly { readonly rule: string; readonly why: string }[];
}

export interface OpenStory {
  readonly page: Page;
  readonly info: StoryInfo;
  close(): Promise<void>;
}

/**
 * Opens one story in a fresh context (no cookies or storage from another story) and waits until it has
 * rendered and, with `play`, run its play function. Without `play` the page uses `embed=true`, Storybook's
 * own switch for rendering a story without running its play function.
 */
export async function openStory(browser: Browser, storybookUrl: string, storyId: string, viewport: Viewport, play: boolean): Promise<OpenStory> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${play ? '' : '&embed=true'}`, { waitUntil: 'networkidle' });
    // Storybook marks each render's phase; wait until the story (and its play function) is done.
    await page.waitForFunction(() => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
      return (preview?.storyRenders ?? []).some((r) => ['finished', 'completed', 'errored', 'aborted'].includes(r.phase ?? ''));
    }, undefined, { timeout: 20_000 });
    const info = await page.evaluate(() => {
      type Render = { story?: { playFunction?: unknown; parameters?: { axe?: { disable?: { rule: string; why: string }[] } } } };
      const story = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: Render[] } }).__STORYBOOK_PREVIEW__?.storyRenders?.[0]?.story;
      return { hasPlay: typeof story?.playFunction === 'function', disable: story?.parameters?.axe?.disable ?? [] };
    });
    for (const d of info.disable) if (!d.why.trim()) throw new Error(`${storyId} switches off ${d.rule} without saying why`);
    return { page, info, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}
