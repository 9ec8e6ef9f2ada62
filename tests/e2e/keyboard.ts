import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { AXE_TAGS, describeViolations } from '../a11y/audit';

/** What axe finds wrong on the page as it is now (WCAG 2.0/2.1 A and AA, best practices), one line per problem. */
export async function axeClean(page: Page): Promise<string> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return describeViolations(violations).join('\n');
}

/** The focused element, as a test tells one from another. */
export interface Focused {
  readonly text: string;
  readonly href: string | null;
  readonly tag: string;
  readonly name: string | null;
  readonly autocomplete: string | null;
  readonly label: string | null;
  /** The text of what `aria-describedby` names (a card's title for its Edit button). */
  readonly description: string | null;
}

/** Presses Tab until the focused element matches, at most `limit` times; fails when it never does. */
export async function tabTo(page: Page, matches: (el: Focused) => boolean, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate((): Focused => {
      const a = document.activeElement as HTMLElement | null;
      const labelled = a?.getAttribute('aria-label') ?? (a && 'labels' in a ? ((a as HTMLInputElement).labels?.[0]?.textContent ?? null) : null);
      return {
        text: a?.textContent?.trim() ?? '',
        href: a?.getAttribute('href') ?? null,
        tag: a?.tagName ?? '',
        name: a?.getAttribute('name') ?? null,
        autocomplete: a?.getAttribute('autocomplete') ?? null,
        label: labelled?.trim() ?? null,
        description:
          a
            ?.getAttribute('aria-describedby')
            ?.split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
            .join(' ') ?? null,
      };
    });
    if (matches(el)) return;
  }
  throw new Error('never reached the element with the keyboard');
}

/** Tabs to the field whose `autocomplete` token ends with `token` and types `text` into it. */
export async function typeInto(page: Page, token: string, text: string): Promise<void> {
  await tabTo(page, (el) => (el.autocomplete ?? '').split(' ').at(-1) === token, 60);
  await page.keyboard.type(text);
}
