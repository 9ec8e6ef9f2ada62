import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
// Both brands' home pages, and the page that holds every block.
const pages = ['/en-us', '/en-gb', '/de-de/explore'] as const;

describe('seeded pages are accessible', () => {
  it.each(pages.flatMap((path) => widths.map(({ name, width, height }) => [path, name, width, height] as const)))('%s on a %s screen', async (path, _name, width, height) => {
    const page = await openPage(browser, { viewport: { width, height }, reducedMotion: 'reduce' });
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const found = violations.map((v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help}${v.nodes.map((n) => `\n    ${n.target.join(' ')}`).join('')}`);
    expect(found.join('\n')).toBe('');
    await page.context().close();
  }, 90_000);
});
