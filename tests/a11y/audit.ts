import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { contrastBehindText } from './contrast-behind-text';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
/** Rules a story switches off for itself, each with the reason beside it. */
export type DisabledRules = readonly { readonly rule: string; readonly why: string }[];

/** One entry per violation: rule, impact and what to do, then every element it found and why. */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => {
      const why = (n.failureSummary ?? '')
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
      return `\n    ${n.target.join(' ')}${why ? ` — ${why}` : ''}`;
    });
    return `${v.id} (${v.impact ?? 'no impact'}): ${v.help}${nodes.join('')}`;
  });
}

/**
 * Audits what a story shows now with axe; text axe cannot judge (over a picture or a gradient) is measured
 * from pixels instead. Returns one entry per problem. The contrast measurement scrolls the page and leaves
 * it scrolled, so anything that needs the page as it was (a screenshot) comes first.
 */
export async function audit(page: Page, disable: DisabledRules): Promise<string[]> {
  // Passing and inapplicable checks are not needed: leaving out their details saves time.
  const builder = new AxeBuilder({ page })
    .include('#storybook-root')
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations', 'incomplete'] });
  if (disable.length > 0) builder.disableRules(disable.map((d) => d.rule));
  const result = await builder.analyze();
  const problems = describeViolations(result.violations);
  if (!disable.some((d) => d.rule === 'color-contrast')) {
    const undecided = result.incomplete.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    const short = await contrastBehindText(page, undecided);
    if (short.length > 0)
      problems.push(`color-contrast over pictures and gradients (serious), measured from pixels:${short.map((s) => `\n    ${s}`).join('')}`);
  }
  return problems;
}
