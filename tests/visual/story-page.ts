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

/**
 * What the test needs to know of a story: whether it has a play function, the width its play function was written
 * for, and the axe rules it switches off.
 */
export interface StoryInfo {
  readonly hasPlay: boolean;
  /**
   * The width whose layout the play function checks: a story that picks a phone's viewport (`globals.viewport`,
   * Storybook's `mobile1`, `mobile2`) plays at `small`; any other, at `large`, as the Storybook test project plays
   * it (1200 px unless the story picks a viewport).
   */
  readonly playsAt: string;
  readonly disable: readonly { readonly rule: string; readonly why: string }[];
}

export interface OpenStory {
  readonly page: Page;
  readonly info: StoryInfo;
  /**
   * Runs the story's play function in the same page: the story mounts afresh, then plays. Storybook's own
   * remount, so the first render and the played one cost one page load between them. Resolves with what went
   * wrong while it played (a failed expectation, an error it threw or left unhandled), empty when nothing did:
   * Storybook reports these on its channel and still finishes the render, so they would otherwise pass unseen.
   */
  play(): Promise<string[]>;
  /**
   * Shows the story afresh at another viewport, as a load of its own would (its storage and cookies cleared,
   * scrolled to the top, mounted again without playing): a second width costs a remount instead of a page load.
   */
  resize(viewport: Viewport): Promise<void>;
  close(): Promise<void>;
}

type Channel = { on(event: string, listener: (payload: never) => void): void };
type Preview = { storyRenders?: { phase?: string; renderOptions: { autoplay: boolean }; remount(): Promise<void>; story?: unknown }[] };

/**
 * Opens one story in a fresh context (no cookies or storage from another story) and waits until it has
 * rendered, without running its play function (`embed=true`, Storybook's own switch for that): what the
 * shopper sees first. `play()` then runs the play function; `resize()` starts over at another width.
 */
export async function openStory(browser: Browser, storybookUrl: string, storyId: string, viewport: Viewport): Promise<OpenStory> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  try {
    const page = await context.newPage();
    // The story's own requests (pictures, video) are awaited by the screenshot, not by the load.
    await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&embed=true`, { waitUntil: 'load' });
    // Storybook marks each render's phase; wait until the story is done. No clock of its own: on a busy machine
    // a render can take longer than any fixed wait, and the test's own limit still ends a story that hangs.
    await page.waitForFunction(
      () => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
        return (preview?.storyRenders ?? []).some((r) => ['finished', 'completed', 'errored', 'aborted'].includes(r.phase ?? ''));
      },
      undefined,
      { timeout: 0 },
    );
    const info = await page.evaluate(() => {
      type Render = {
        story?: {
          playFunction?: unknown;
          storyGlobals?: { viewport?: { value?: string } };
          parameters?: { axe?: { disable?: { rule: string; why: string }[] } };
        };
      };
      const story = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: Render[] } }).__STORYBOOK_PREVIEW__?.storyRenders?.[0]?.story;
      const phone = /^mobile/.test(story?.storyGlobals?.viewport?.value ?? '');
      return {
        hasPlay: typeof story?.playFunction === 'function',
        playsAt: phone ? 'small' : 'large',
        disable: story?.parameters?.axe?.disable ?? [],
      };
    });
    for (const d of info.disable) if (!d.why.trim()) throw new Error(`${storyId} switches off ${d.rule} without saying why`);
    const play = () =>
      page.evaluate(async () => {
        // The audit before may have scrolled; the story starts at the top, as it would on a load of its own.
        window.scrollTo(0, 0);
        const global = window as unknown as { __STORYBOOK_PREVIEW__: Required<Preview>; __STORYBOOK_ADDONS_CHANNEL__: Channel };
        const render = global.__STORYBOOK_PREVIEW__.storyRenders[0];
        if (!render) throw new Error('no story is rendered');
        const problems: string[] = [];
        // Listeners stay for the page's life (it is closed after this story): no names inside the page, where the
        // test's transform would wrap them in a helper the page does not have.
        global.__STORYBOOK_ADDONS_CHANNEL__.on('playFunctionThrewException', (error: { name?: string; message?: string }) => {
          problems.push(`the play function failed — ${error.name ?? 'Error'}: ${(error.message ?? '').split('\n')[0]}`);
        });
        global.__STORYBOOK_ADDONS_CHANNEL__.on('unhandledErrorsWhilePlaying', (errors: { name?: string; message?: string }[]) => {
          problems.push(
            ...errors.map((error) => `an error went unhandled while it played — ${error.name ?? 'Error'}: ${(error.message ?? '').split('\n')[0]}`),
          );
        });
        render.renderOptions.autoplay = true;
        await render.remount(); // settles once the play function has run, failed or not
        // A render another one cut short settles early: wait for the last one to be done too.
        while (!['finished', 'errored'].includes(render.phase ?? '')) await new Promise((done) => setTimeout(done, 50));
        return problems;
      });
    const resize = async (next: Viewport) => {
      await context.clearCookies();
      await page.setViewportSize({ width: next.width, height: next.height });
      await page.evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        window.scrollTo(0, 0);
        const render = (window as unknown as { __STORYBOOK_PREVIEW__: Required<Preview> }).__STORYBOOK_PREVIEW__.storyRenders[0];
        if (!render) throw new Error('no story is rendered');
        render.renderOptions.autoplay = false;
        await render.remount();
        while (!['finished', 'errored'].includes(render.phase ?? '')) await new Promise((done) => setTimeout(done, 50));
      });
    };
    return { page, info, play, resize, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}
