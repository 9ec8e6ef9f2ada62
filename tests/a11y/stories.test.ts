import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs } from '../../vite.config';
import { contrastBehindText } from './contrast-behind-text';

/**
 * Every story passes axe (WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices) at a phone and a
 * desktop width, both as it first renders and after its play function (which may open, close or scroll
 * things). Text axe cannot judge (over a picture or a gradient) is measured from pixels instead. Runs in
 * the visual project, on the Storybook its global set-up builds and serves.
 *
 * A story may switch off a rule for itself only, with the reason beside it:
 * `parameters: { axe: { disable: [{ rule: 'color-contrast', why: '…' }] } }`.
 */
const widths = [
  { name: 'small', width: 390, height: 844 },
  { name: 'large', width: 1280, height: 800 },
] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
interface StoryInfo {
  readonly hasPlay: boolean;
  readonly disable: readonly { readonly rule: string; readonly why: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});
afterAll(() => browser?.close());

/** One entry per violation: rule, impact and what to do, then every element it found and why. */
function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => {
      const why = (n.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).filter(Boolean).join(' ');
      return `\n    ${n.target.join(' ')}${why ? ` — ${why}` : ''}`;
    });
    return `${v.id} (${v.impact ?? 'no impact'}): ${v.help}${nodes.join('')}`;
  });
}

/** Opens one story in a fresh context (no cookies from another run) and audits what it shows. */
async function audit(storyId: string, width: number, height: number, play: boolean): Promise<{ info: StoryInfo; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    // `embed=true` is Storybook's own switch for rendering a story without running its play function.
    await page.goto(`${inject('storybookUrl')}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${play ? '' : '&embed=true'}`, { waitUntil: 'networkidle' });
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
    // Passing and inapplicable checks are not needed: leaving out their details saves time.
    const builder = new AxeBuilder({ page }).include('#storybook-root').withTags(TAGS).options({ resultTypes: ['violations', 'incomplete'] });
    if (info.disable.length > 0) builder.disableRules(info.disable.map((d) => d.rule));
    const result = await builder.analyze();
    const problems = describeViolations(result.violations);
    if (!info.disable.some((d) => d.rule === 'color-contrast')) {
      const undecided = result.incomplete.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
      const short = await contrastBehindText(page, undecided);
      if (short.length > 0) problems.push(`color-contrast over pictures and gradients (serious), measured from pixels:${short.map((s) => `\n    ${s}`).join('')}`);
    }
    return { info, problems };
  } finally {
    await context.close();
  }
}

describe.concurrent('stories are accessible', () => {
  const cases = inject('storyIds').flatMap((id) => widths.map((w) => [id, w] as const));
  it.each(cases)('%s at %o', async (storyId, { width, height }) => {
    const played = await audit(storyId, width, height, true);
    const report = played.problems.map((p) => `${played.info.hasPlay ? 'after play' : 'as rendered'}: ${p}`);
    if (played.info.hasPlay) report.unshift(...(await audit(storyId, width, height, false)).problems.map((p) => `first render: ${p}`));
    expect(report.join('\n')).toBe('');
  }, 120_000);
});
