import type { z } from 'zod';
import type { DemoImageId } from '../../../images';
import type { ctaButtonsSchema, iconAndTextSchema, secondaryNavigationSchema, verticalLinkListSchema } from '../../../../schemas';
import { image, section } from '../build/blocks';
import { createSiteKit } from '../build/site-kit';
import type { Site } from '../imports';
import { kestrel } from '../kestrel/brand';
import { link } from '../links';
import { ridgeline } from '../ridgeline/brand';
import type { FeatureSeed } from './feature-seed';
import { kestrelDeDe, kestrelEnGb, kestrelFrFr } from './navigation-copy-kestrel';
import { ridgelineEnCa, ridgelineEnUs, ridgelineFrCa } from './navigation-copy';
import type { NavigationCopy } from './navigation-copy';

/** What each brand links to: its departments, four activities with a picture each, and two collections. */
const brandLinks = {
  ridgeline: {
    departments: [1000, 2000, 3000, 4000, 5000],
    activities: [
      [6101, 'rl-forest-trail'],
      [6102, 'rl-dawn-ridge'],
      [6103, 'rl-dusk-lake'],
      [6104, 'rl-winter-lake'],
    ],
    collections: [6201, 6202],
  },
  kestrel: {
    departments: [40000, 41000, 42000, 43000, 45000],
    activities: [
      [46201, 'ks-city-night'],
      [46202, 'ks-halftone'],
      [46203, 'ks-riverside'],
      [46204, 'ks-track-dawn'],
    ],
    collections: [40201, 40302],
  },
} as const satisfies Record<
  string,
  { departments: readonly number[]; activities: readonly (readonly [number, DemoImageId])[]; collections: readonly number[] }
>;

const copies: Readonly<Record<string, NavigationCopy>> = {
  'en-us': ridgelineEnUs,
  'en-ca': ridgelineEnCa,
  'fr-ca': ridgelineFrCa,
  'en-gb': kestrelEnGb,
  'fr-fr': kestrelFrFr,
  'de-de': kestrelDeDe,
};

function context(site: Site) {
  const copy = copies[site.locale.locale];
  if (!copy) throw new Error(`no navigation copy for ${site.siteId}`);
  const kit = site.brand.id === 'kestrel' ? createSiteKit(kestrel, site) : createSiteKit(ridgeline, site);
  const links = site.brand.id === 'kestrel' ? brandLinks.kestrel : brandLinks.ridgeline;
  return { copy, kit, links, id: (...parts: string[]) => kit.blockId('nav', ...parts) };
}

/** Blocks typed by their schemas' input, so a typo in a field name fails the type-check. */
const subnav = (b: z.input<typeof secondaryNavigationSchema>) => b;
const linkList = (b: z.input<typeof verticalLinkListSchema>) => b;
const iconAndText = (b: z.input<typeof iconAndTextSchema>) => b;
const ctaButtons = (b: z.input<typeof ctaButtonsSchema>) => b;

/** Service promises as icon-and-text items; links go to the site's own help and membership pages. */
function promiseItems(site: Site, count: number) {
  const { copy, kit } = context(site);
  return copy.promises.items.slice(0, count).map((item) => ({
    icon: item.icon,
    richText: item.html(kit.money),
    ...(item.link && { target: { url: kit.url(link(item.link.to)), text: item.link.text } }),
  }));
}

function landingSections(site: Site) {
  const { copy, kit, links, id } = context(site);
  const explore = `/${site.locale.locale}/explore`;
  const departments = links.departments.map((c) => kit.category(c));
  return [
    section('secondary navigation', [
      subnav({
        id: id('departments'),
        type: 'secondaryNavigation',
        title: copy.departments.title,
        links: [{ url: explore, text: copy.departments.explore }, ...departments.map((d) => ({ url: d.url, text: d.label }))],
      }),
    ]),
    section('activities', [
      linkList({
        id: id('activities'),
        type: 'verticalLinkList',
        title: copy.activities.title,
        richText: copy.activities.text,
        items: links.activities.map(([c, picture]) => {
          const info = kit.category(c);
          return { text: info.label, target: { url: info.url }, image: image(picture, 960, 720) };
        }),
      }),
    ]),
    section('service promises', [
      iconAndText({
        id: id('promises'),
        type: 'iconAndText',
        title: copy.promises.title,
        iconSize: 'large',
        items: promiseItems(site, 4),
        promotionTracking: {
          creativeName: 'explore-promises',
          promotionId: `${site.brand.id.toUpperCase()}-EXPLORE-PROMISES`,
          promotionName: copy.promises.title,
        },
      }),
    ]),
    section('call to action', [
      ctaButtons({
        id: id('cta'),
        type: 'ctaButtons',
        title: copy.cta.title,
        richText: copy.cta.text,
        styles: { textAlign: 'center' },
        equalTargetSize: true,
        targets: [
          // No size on the collection buttons: they take the default sizes sm, md, md by breakpoint.
          ...links.collections.map((c, i) => ({
            url: kit.category(c).url,
            text: kit.category(c).label,
            style: i === 0 ? ('primary' as const) : ('secondary' as const),
          })),
          { url: kit.url(link('loyalty')), text: copy.cta.club, style: 'link', size: 'md' },
        ],
        promotionTracking: { creativeName: 'explore-cta', promotionId: `${site.brand.id.toUpperCase()}-EXPLORE-CTA`, promotionName: copy.cta.title },
      }),
    ]),
  ];
}

/** The secondary navigation, vertical link list, icon-and-text and CTA buttons on every site's explore page; promises on home. */
export const navigation: FeatureSeed = {
  name: 'navigation and lists',
  landingSections,
  homeSections: (site) => [
    section('service promises', [
      iconAndText({ id: context(site).id('home-promises'), type: 'iconAndText', iconSize: 'medium', items: promiseItems(site, 3) }),
    ]),
  ],
};
