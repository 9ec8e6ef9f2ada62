import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_TAGS, describeViolations } from '../a11y/audit';
import { hydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

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
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(describeViolations(violations).join('\n')).toBe('');
    await page.context().close();
  }, 90_000);
});
