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
  /**
   * Runs the story's play function in the same page: the story mounts afresh, then plays. Storybook's own
   * remount, so the first render and the played one cost one page load between them.
   */
  play(): Promise<void>;
  close(): Promise<void>;
}

type Preview = { storyRenders?: { phase?: string; renderOptions: { autoplay: boolean }; remount(): Promise<void>; story?: unknown }[] };

/**
 * Opens one story in a fresh context (no cookies or storage from another story) and waits until it has
 * rendered, without running its play function (`embed=true`, Storybook's own switch for that): what the
 * shopper sees first. `play()` then runs the play function.
 */
export async function openStory(browser: Browser, storybookUrl: string, storyId: string, viewport: Viewport): Promise<OpenStory> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    // The story's own requests (pictures, video) are awaited by the screenshot, not by the load.
    await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&embed=true`, { waitUntil: 'load' });
    // Storybook marks each render's phase; wait until the story is done.
    await page.waitForFunction(() => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
      return (preview?.storyRenders ?? []).some((r) => ['finished', 'completed', 'errored', 'aborted'].includes(r.phase ?? ''));
    }, undefined, { timeout: 20_000 });
    const info = await page.evaluate(() => {
      type Render = { story?: { playFunction?: unknown; parameters?: { axe?: { disable?: { rule: string; why: string }[] } } } };
      const story = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: Render[] } }).__STORYBOOK_PREVIEW__?.storyRenders?.[0]?.story;
      return { hasPlay: typeof story?.playFunction === 'function', disable: story?.parameters?.axe?.disable ?? [] };
    });
    for (const d of info.disable) if (!d.why.trim()) throw new Error(`${storyId} switches off ${d.rule} without saying why`);
    const play = () =>
      page.evaluate(async () => {
        // The audit before may have scrolled; the story starts at the top, as it would on a load of its own.
        window.scrollTo(0, 0);
        const render = (window as unknown as { __STORYBOOK_PREVIEW__: Required<Preview> }).__STORYBOOK_PREVIEW__.storyRenders[0];
        if (!render) throw new Error('no story is rendered');
        render.renderOptions.autoplay = true;
        await render.remount(); // settles once the play function has run (or rejects with what it threw)
        // A render another one cut short settles early: wait for the last one to be done too.
        while (!['finished', 'errored'].includes(render.phase ?? '')) await new Promise((done) => setTimeout(done, 50));
      });
    return { page, info, play, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}
