import { describe, expect, it } from 'vitest';
import type { ResolvedBlock, ResolvedPage } from '../../../runtime/core';
import { blockFrame } from '../../../runtime/react';
import type { PageState } from '../../../storefront/page/page-state';
import { hydrationState } from '../../../storefront/server/hydration-state';

const hero: ResolvedBlock = {
  id: 'h',
  type: 'hero',
  title: 'Trail season',
  image: { url: '/images/a.svg' },
  isFullWidth: true,
  hideOnBreakpoint: ['sm'],
  bottomMargins: { sm: 'lg', lg: 'none' },
  backgroundColor: '#123456',
  promotionTracking: { promotionId: 'p1' },
};
const banner = (id: string): ResolvedBlock => ({ id, type: 'banner', title: `Banner ${id}`, target: { url: '/en-us/c/x-1234' } });
const collection: ResolvedBlock = { id: 'c', type: 'collection', variant: 'carousel', items: [banner('b1'), banner('b2')] };
const experience: ResolvedBlock = { id: 'e', type: 'experience', baselines: [banner('b3')] };

const state = (sections: ResolvedPage['sections']): PageState => ({
  path: '/en-us',
  data: {
    site: { siteId: 'ridgeline-en-us', locale: 'en-us' },
    mode: 'publish',
    status: 200,
    page: { id: 'doc', docType: 'page', key: 'home', version: 1, seo: { title: 't', description: 'd' }, sections },
    menu: null,
    footer: null,
    popups: [],
    persisted: {},
    seo: { title: 't', description: 'd', alternates: [], noIndex: false, jsonLd: [] },
    pageType: 'Home',
    blockTypes: [],
    view: 'content',
  },
});

describe('hydrationState (the page state the document carries)', () => {
  const slim = hydrationState(
    state([
      { name: 'hero', lazy: false, inherited: false, items: [hero, collection, experience] },
      { name: 'more lazy load', lazy: true, inherited: false, items: [banner('late')] },
    ]),
  );
  const [first, lazy] = slim.data?.page.sections ?? [];

  it('keeps of a static block only its frame and promotion tracking, so its frame looks the same', () => {
    const kept = first?.items[0];
    expect(kept).toEqual({
      id: 'h',
      type: 'hero',
      isFullWidth: true,
      hideOnBreakpoint: ['sm'],
      bottomMargins: { sm: 'lg', lg: 'none' },
      backgroundColor: '#123456',
      promotionTracking: { promotionId: 'p1' },
    });
    expect(blockFrame(kept as ResolvedBlock)).toEqual(blockFrame(hero));
  });

  it("reduces a collection's static slides, and leaves other containers' children and lazy sections whole", () => {
    expect(first?.items[1]).toEqual({
      ...collection,
      items: [
        { id: 'b1', type: 'banner' },
        { id: 'b2', type: 'banner' },
      ],
    });
    expect(first?.items[2]).toBe(experience);
    expect(lazy?.items[0]).toEqual(banner('late'));
  });

  it("leaves an app route's page whole: its content first renders in the browser", () => {
    const cart = state([{ name: 'cart', lazy: false, inherited: false, items: [hero] }]);
    const whole: PageState = { ...cart, data: cart.data && { ...cart.data, view: 'cart' } };
    expect(hydrationState(whole)).toBe(whole);
  });

  it('leaves an error state alone', () => {
    const error: PageState = { path: '/xx', error: { status: 404 } };
    expect(hydrationState(error)).toBe(error);
  });
});
