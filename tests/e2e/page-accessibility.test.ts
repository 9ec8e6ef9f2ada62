import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_TAGS, describeViolations } from '../a11y/audit';
import { contrastBehindText } from '../a11y/contrast-behind-text';
import { hydrated, launchBrowser, openPage, withoutPopups } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
// Every site's home page (each language sets its hero's words differently over the same picture), the page that
// holds every block, and every other seeded page type of both brands: categories (with their products), the
// journal and an article, help, loyalty and about pages, a product and the search page.
const pages = {
  '/en-us': 'ridgeline-en-us',
  '/en-ca': 'ridgeline-en-ca',
  '/fr-ca': 'ridgeline-fr-ca',
  '/en-gb': 'kestrel-en-gb',
  '/fr-fr': 'kestrel-fr-fr',
  '/de-de': 'kestrel-de-de',
  '/de-de/explore': 'kestrel-de-de',
  '/en-us/c/mens-trail-runners-1102': 'ridgeline-en-us',
  '/en-gb/c/womens-running-shoes-42100': 'kestrel-en-gb',
  '/en-us/journal': 'ridgeline-en-us',
  '/fr-fr/journal': 'kestrel-fr-fr',
  '/en-us/journal/first-snow-on-the-ridge': 'ridgeline-en-us',
  '/en-us/help': 'ridgeline-en-us',
  '/fr-fr/help': 'kestrel-fr-fr',
  '/en-us/loyalty': 'ridgeline-en-us',
  '/en-gb/loyalty': 'kestrel-en-gb',
  '/en-us/about/our-story': 'ridgeline-en-us',
  '/de-de/about/our-story': 'kestrel-de-de',
  '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010': 'ridgeline-en-us',
  '/de-de/search?q=Jacke': 'kestrel-de-de',
} as const;
/** Pages without a picture behind text (their hero, if any, stacks its copy): nothing for the pixel check to find. */
const withoutOverlay = new Set<string>([
  '/de-de/explore',
  '/en-us/journal',
  '/fr-fr/journal',
  '/en-us/journal/first-snow-on-the-ridge',
  '/en-us/help',
  '/fr-fr/help',
  '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010',
  '/de-de/search?q=Jacke',
]);

/**
 * Axe on whole seeded pages after hydration, at a phone and a desktop width; the text axe cannot judge (over a
 * picture or a gradient) is measured from pixels, as the stories' audit does.
 */
describe.concurrent('seeded pages are accessible', () => {
  it.each(Object.entries(pages).flatMap(([path, siteId]) => widths.map(({ name, width, height }) => [path, name, width, height, siteId] as const)))(
    '%s on a %s screen',
    async (path, _name, width, height, siteId) => {
      const page = await openPage(browser, { viewport: { width, height }, reducedMotion: 'reduce' });
      // The pop-up (audited in its stories) would cover the text measured below.
      await withoutPopups(page, siteId);
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrated(page);
      const { violations, incomplete } = await new AxeBuilder({ page })
        .withTags(AXE_TAGS)
        .options({ resultTypes: ['violations', 'incomplete'] })
        .analyze();
      expect(describeViolations(violations).join('\n')).toBe('');
      // Every control names elements that exist (axe lets a collapsed control name a missing one; screen readers do not).
      const dangling = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-controls]')].flatMap((el) =>
          (el.getAttribute('aria-controls') ?? '')
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}" → #${id}`),
        ),
      );
      expect(dangling).toEqual([]);
      // The header's controls take the focus in the order they are read, left to right (a phone's menu button too).
      const headerStops = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.ts-site-header a[href], .ts-site-header button')]
          .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().top < 100)
          .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', left: Math.round(el.getBoundingClientRect().left) })),
      );
      expect(headerStops.length).toBeGreaterThan(3);
      expect(headerStops.map((stop) => stop.left)).toEqual(headerStops.map((stop) => stop.left).sort((a, b) => a - b));
      // Text over pictures and gradients (heroes, banners, captions), which axe leaves undecided: measured from pixels.
      const undecided = incomplete.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
      // Category heroes stack their copy below the picture on a phone.
      if (!withoutOverlay.has(path) && !(path.includes('/c/') && width < 768))
        expect(undecided.length, 'the hero has text over its picture to measure').toBeGreaterThan(0);
      expect((await contrastBehindText(page, undecided)).join('\n')).toBe('');
      await page.context().close();
    },
    300_000,
  );
});
