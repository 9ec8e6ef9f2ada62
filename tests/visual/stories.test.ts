import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { chromiumArgs } from '../support/chromium';
import { audit } from '../a11y/audit';
import { againstBaseline, brokenImages, isBlank, stillScreenshot } from './screenshot';
import { openStory, widths } from './story-page';

/**
 * Every story at a phone and a desktop width, on the Storybook the global set-up builds and serves. One page
 * load per story and width serves two checks, each reported on its own:
 *
 * - it looks as its committed baseline (`npm run test:visual:update`, i.e. `UPDATE_VISUAL=1`, rewrites them);
 * - it passes axe (WCAG 2.0 and 2.1, A and AA, plus best practices) after its play function, which may open,
 *   close or scroll things; text axe cannot judge (over a picture or a gradient) is measured from pixels;
 * - its screenshot is not one colour (a story that ends showing nothing checks nothing) and holds no broken image.
 *
 * A story with a play function is also audited as it first renders, before its play function runs in the
 * same page (the story mounts afresh for it). A story may switch off an axe rule for itself only, with the
 * reason beside it:
 * `parameters: { axe: { disable: [{ rule: 'color-contrast', why: '…' }] } }`.
 *
 * Tests run a few at a time (the project's maxConcurrency): each has its own browser context, and a
 * screenshot waits for fonts and pictures rather than for a time, so it does not depend on what else runs.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});
afterAll(() => browser?.close());

describe.concurrent('stories look as they did and are accessible', () => {
  const cases = inject('storyIds').flatMap((id) => widths.map((w) => [id, w] as const));
  // Concurrent tests take `expect` from their own context, so each failure lands on its own test.
  it.for(cases)('%s at %o', { timeout: 120_000 }, async ([storyId, viewport], { expect }) => {
    const story = await openStory(browser, inject('storybookUrl'), storyId, viewport);
    let looks: string;
    const report: string[] = [];
    try {
      if (story.info.hasPlay) {
        report.push(...(await audit(story.page, story.info.disable)).map((p) => `first render: ${p}`));
        await story.play();
      }
      // The screenshot first: the audit scrolls the page and hides text while it measures contrast.
      const shot = await stillScreenshot(story.page);
      looks = againstBaseline(`${storyId}--${viewport.name}.png`, shot);
      if (isBlank(shot)) report.push('the story ends on a blank canvas: show what it is about (a closed block beside the page it sat on)');
      report.push(...(await brokenImages(story.page)).map((src) => `broken image: ${src}`));
      const now = await audit(story.page, story.info.disable);
      report.push(...now.map((p) => `${story.info.hasPlay ? 'after play' : 'as rendered'}: ${p}`));
    } finally {
      await story.close();
    }
    expect.soft(looks, 'screenshot against its baseline').toBe('');
    expect.soft(report.join('\n'), 'axe audit, blank canvas and broken images').toBe('');
  });
});
