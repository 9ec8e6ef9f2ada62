import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { chromiumArgs } from '../support/chromium';
import { audit } from '../a11y/audit';
import { againstBaseline, brokenImages, isBlank, stillScreenshot } from './screenshot';
import { openStory, widths } from './story-page';

/**
 * Every story at a phone and a desktop width, on the Storybook the global set-up builds and serves. One page
 * load per story serves both widths (the second a fresh mount of its own: storage cleared, at the top, not played),
 * and each width's checks are reported on their own:
 *
 * - it looks as its committed baseline (`npm run test:visual:update`, i.e. `UPDATE_VISUAL=1`, rewrites them);
 * - it passes axe (WCAG 2.0 and 2.1, A and AA, plus best practices) after its play function, which may open,
 *   close or scroll things; text axe cannot judge (over a picture or a gradient) is measured from pixels;
 * - its screenshot is not one colour (a story that ends showing nothing checks nothing) and holds no broken image.
 *
 * A story with a play function is also audited as it first renders, before its play function runs in the
 * same page (the story mounts afresh for it), and the play function must pass here too, at the width it was
 * written for (`StoryInfo.playsAt`): these pages prefer reduced motion, which the Storybook test project's do not. A story may switch off an axe rule for itself only, with the
 * reason beside it:
 * `parameters: { axe: { disable: [{ rule: 'color-contrast', why: '…' }] } }`.
 *
 * Tests run a few at a time (the project's maxConcurrency): each story has its own browser context, and a
 * screenshot waits for fonts and pictures rather than for a time, so it does not depend on what else runs.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});
afterAll(() => browser?.close());

describe.concurrent('stories look as they did and are accessible', () => {
  // Concurrent tests take `expect` from their own context, so each failure lands on its own test.
  it.for(inject('storyIds'))('%s', { timeout: 240_000 }, async (storyId, { expect }) => {
    const [first, ...others] = widths;
    if (!first) throw new Error('no width to check');
    const story = await openStory(browser, inject('storybookUrl'), storyId, first);
    try {
      for (const viewport of [first, ...others]) {
        if (viewport !== first) await story.resize(viewport);
        const report: string[] = [];
        if (story.info.hasPlay) {
          report.push(...(await audit(story.page, story.info.disable)).map((p) => `first render: ${p}`));
          const played = await story.play();
          // Written for the other width's layout, it may fail here: the screenshot and audits still count.
          if (viewport.name === story.info.playsAt) report.push(...played);
        }
        // The screenshot first: the audit scrolls the page and hides text while it measures contrast.
        const shot = await stillScreenshot(story.page);
        const looks = againstBaseline(`${storyId}--${viewport.name}.png`, shot);
        if (isBlank(shot)) report.push('the story ends on a blank canvas: show what it is about (a closed block beside the page it sat on)');
        report.push(...(await brokenImages(story.page)).map((src) => `broken image: ${src}`));
        const now = await audit(story.page, story.info.disable);
        report.push(...now.map((p) => `${story.info.hasPlay ? 'after play' : 'as rendered'}: ${p}`));
        expect.soft(looks, `${viewport.name} (${viewport.width}×${viewport.height}): screenshot against its baseline`).toBe('');
        expect
          .soft(
            report.join('\n'),
            `${viewport.name} (${viewport.width}×${viewport.height}): axe audit, play function, blank canvas and broken images`,
          )
          .toBe('');
      }
    } finally {
      await story.close();
    }
  });
});
