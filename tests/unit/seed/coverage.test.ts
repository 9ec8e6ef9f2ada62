import { describe, expect, it } from 'vitest';
import { allSites, isLazySection } from '../../../runtime/core';
import { demoDocuments } from '../../../server/demo/demo-content';
import type { Block } from './walk';

const documents = demoDocuments();
const find = (siteId: string, docType: string, key: string) => documents.find((d) => d.siteId === siteId && d.docType === docType && d.key === key);
type Section = { name: string; items: Block[] };
const sectionsOf = (siteId: string, docType: string, key: string): Section[] =>
  (find(siteId, docType, key)?.data.sections as Section[] | undefined) ?? [];
const collectionIn = (sections: Section[], test: (s: Section, b: Block) => boolean): Block | undefined =>
  sections.flatMap((s) => s.items.filter((b) => b.type === 'collection' && test(s, b)))[0];
const items = (block: Block | undefined): Block[] => (block?.items as Block[] | undefined) ?? [];

describe.each(allSites().map((s) => s.siteId))('%s', (siteId) => {
  it('has home, espot, menu, footer, 404, the about pages with their children, and the membership and legal pages', () => {
    for (const [docType, key] of [
      ['page', 'home'],
      ['espot', 'global'],
      ['menu', 'menu'],
      ['footer', 'footer'],
      ['augmentedpage', 'error-4xx'],
      ['page', 'about'],
    ]) {
      expect(find(siteId, docType as string, key as string), `${docType} ${key}`).toBeDefined();
    }
    for (const key of ['privacy', 'brand-terms', 'sale-terms', 'loyalty', 'loyalty-terms', 'sms-terms'])
      expect(find(siteId, 'page', key), key).toBeDefined();
    const children = documents.filter((d) => d.siteId === siteId && d.parentKey === 'about');
    expect(children.map((d) => d.key).sort()).toEqual(['our-story', 'sustainability']);
  });

  it('opens every page with server HTML: no page starts with a section the browser fills as it nears the screen', () => {
    const pages = documents.filter((d) => d.siteId === siteId && (d.data as { sections?: unknown }).sections);
    expect(pages.map((d) => d.key)).toContain('explore');
    for (const page of pages) {
      const first = (page.data.sections as Section[]).find((s) => s.items.length > 0);
      expect(isLazySection(first?.name ?? ''), `${page.docType} ${page.key}: ${first?.name}`).toBe(false);
    }
    // The landing page puts them after all the rest.
    const explore = sectionsOf(siteId, 'page', 'explore').map((s) => isLazySection(s.name));
    expect(explore).toContain(true);
    expect(explore.slice(explore.indexOf(true))).not.toContain(false);
  });

  it('home starts with an empty "header inherited" section and carries every kind of section', () => {
    const sections = sectionsOf(siteId, 'page', 'home');
    expect(sections[0]).toEqual({ name: 'header inherited', items: [] });
    const hero = sections.flatMap((s) => s.items).find((b) => b.type === 'hero');
    expect(hero).toMatchObject({
      eyebrow: { text: expect.any(String) },
      title: expect.any(String),
      richText: expect.stringContaining('<p>'),
      gradientStyle: expect.any(String),
      gradientTone: expect.any(String),
      overlayWidth: expect.any(String),
      promotionTracking: { promotionId: expect.any(String) },
    });
    expect(hero?.targets).toHaveLength(2);
    for (const bp of ['sm', 'md', 'lg'])
      expect((hero?.media as Record<string, object>)[bp]).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    expect(Object.keys(hero?.responsiveLayout as object)).toEqual(['sm', 'md', 'lg']);

    const featured = collectionIn(sections, (s) => s.name === 'featured');
    expect(items(featured).length).toBeGreaterThanOrEqual(6);
    expect(items(featured).length).toBeLessThanOrEqual(8);
    expect(items(featured).every((b) => b.type === 'banner')).toBe(true);
    expect(featured?.breakpoints).toMatchObject({
      sm: { type: 'carousel', showIndicators: true },
      md: { type: 'carousel', showArrows: true },
      lg: { showProgress: true },
    });
    expect(featured?.breakpoints).toHaveProperty('sm.autorotateTime');

    expect(collectionIn(sections, (_, b) => b.variant === 'threeCardGrid')).toBeDefined();
    expect(collectionIn(sections, (_, b) => b.variant === 'highlightCenter')).toBeDefined();
    expect(collectionIn(sections, (_, b) => b.name === '[stacked]')).toBeDefined();
    const cta = collectionIn(sections, (_, b) => b.variant === 'cta');
    expect(items(cta).length).toBeGreaterThan(1);
    expect(items(cta).every((b) => b.type === 'banner' && Array.isArray(b.targets) && b.targets.length > 0)).toBe(true);
    const lazy = sections.filter((s) => s.name.includes('lazy load'));
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.flatMap((s) => items(s.items[0])).every((b) => b.type === 'banner')).toBe(true);
  });

  it('the global espot carries a closable, rotating promo bar with three messages, one clickable', () => {
    const espot = find(siteId, 'espot', 'global')?.data as { routePattern: string; sections: Section[] };
    expect(espot.routePattern).toBe('*');
    expect(espot.sections.map((s) => s.name)).toEqual(['header inherited']);
    const bar = espot.sections[0]?.items[0] as Block & {
      messages: { clickable: boolean; targets: unknown[]; textColor?: string; background?: string }[];
    };
    expect(bar).toMatchObject({ type: 'promoBar', autorotateTime: 5, closable: true });
    expect(bar.messages).toHaveLength(3);
    const clickable = bar.messages.filter((m) => m.clickable);
    expect(clickable).toHaveLength(1);
    expect(clickable[0]?.targets).toHaveLength(1);
    expect(bar.messages.every((m) => m.textColor && m.background)).toBe(true);
  });

  it('the mega menu has 5–6 departments of 3–4 columns holding 4–8 links, with the extras some carry', () => {
    type Item = {
      title: string;
      menuStyle?: string;
      columns?: Item[];
      menuBanner?: object;
      visualSelectors?: object[];
      hideShopAll?: string[];
      overrideShopAll?: object;
    };
    const menu = find(siteId, 'menu', 'menu')?.data as { items: Item[] };
    expect(menu.items.length).toBeGreaterThanOrEqual(5);
    expect(menu.items.length).toBeLessThanOrEqual(6);
    for (const dept of menu.items) {
      expect(dept.columns?.length, dept.title).toBeGreaterThanOrEqual(3);
      expect(dept.columns?.length, dept.title).toBeLessThanOrEqual(4);
      for (const column of dept.columns ?? []) {
        expect(column.columns?.length, column.title).toBeGreaterThanOrEqual(4);
        expect(column.columns?.length, column.title).toBeLessThanOrEqual(8);
      }
    }
    expect(menu.items.filter((d) => d.menuStyle === 'sale')).toHaveLength(1);
    expect(menu.items.some((d) => d.menuBanner)).toBe(true);
    expect(menu.items.filter((d) => d.visualSelectors?.length)).toHaveLength(1);
    expect(menu.items.filter((d) => d.hideShopAll || d.overrideShopAll).length).toBeGreaterThanOrEqual(2);
  });

  it('the footer has four link columns, social links, a newsletter call-out and legal text', () => {
    const footer = find(siteId, 'footer', 'footer')?.data as {
      columns: { links: unknown[] }[];
      social: unknown[];
      newsletter?: { title: string };
      legal?: string;
    };
    expect(footer.columns).toHaveLength(4);
    expect(footer.columns.every((c) => c.links.length >= 3)).toBe(true);
    expect(footer.social.length).toBeGreaterThan(1);
    expect(footer.newsletter?.title).toBeTruthy();
    expect(footer.legal).toMatch(/©/);
  });

  it('the 404 page offers a way home and a popular category', () => {
    const hero = sectionsOf(siteId, 'augmentedpage', 'error-4xx')
      .flatMap((s) => s.items)
      .find((b) => b.type === 'hero');
    const urls = ((hero?.targets as { url: string }[] | undefined) ?? []).map((t) => t.url);
    expect(urls[0]).toBe(`/${siteId.split('-').slice(1).join('-')}`);
    expect(urls[1]).toMatch(/\/c\/[a-z0-9-]+-\d{4,7}$/);
  });
});
