import type { RidgelineCopy } from '../copy';
import { enUs } from '../en-us';

/**
 * Ridgeline in Canadian English: the American copy with Canadian spelling and words (favourite, centre,
 * toque, odour), metric temperatures, Canadian places, and a free-shipping threshold in Canadian dollars.
 */
export const enCa: RidgelineCopy = {
  ...enUs,
  locale: 'en-ca',
  categories: {
    ...enUs.categories,
    winterBoots: { label: 'Winter Boots', intro: 'Insulated, waterproof boots rated to −30 °C for snowy trailheads.' },
    baseLayers: { label: 'Base Layers', intro: 'Merino and synthetic next-to-skin layers that move sweat and resist odour.' },
    hatsGloves: { label: 'Toques & Gloves', intro: 'Toques, sun hats and gloves for every season on the mountain.' },
    duffels: { label: 'Duffels', intro: 'Rugged, water-resistant duffels for road trips to the Rockies and base camps.' },
  },
  home: {
    ...enUs.home,
    seo: {
      title: 'Ridgeline Canada | Hiking Boots, Trail Runners & Outdoor Apparel',
      description: 'Waterproof hiking boots, trail running shoes, rain jackets, fleece and packs, built for the long way up. Free returns within 60 days.',
    },
    featured: { title: 'Trail-tested favourites' },
  },
  pages: {
    ...enUs.pages,
    about: {
      ...enUs.pages.about,
      body:
        "<p>Everything we make is tested where it will be used: on muddy switchbacks in the Coast Mountains, on granite in the Bugaboos and on snowy ridges in the Rockies. If a boot doesn't survive a season with our test team, it doesn't reach our shelves.</p>" +
        '<p>We are a team of guides, designers and weekend hikers based in Squamish, British Columbia, and Bend, Oregon, and we still answer customer emails ourselves.</p>',
    },
    sustainability: {
      ...enUs.pages.sustainability,
      body:
        "<p><strong>Materials.</strong> 78% of the fabric in this season's apparel is recycled or responsibly sourced, and all of our down is certified to the Responsible Down Standard.</p>" +
        '<p><strong>Repair.</strong> Our repair centre in Squamish fixed more than 5,000 jackets, packs and boots last year, and every Ridgeline boot can be resoled.</p>' +
        "<p><strong>Climate.</strong> We have committed to halving our emissions by 2030, and our annual impact report shares what's working and what isn't.</p>",
    },
  },
  chrome: {
    ...enUs.chrome,
    promo: (money) => [
      `<strong>Free shipping</strong> across Canada on orders over ${money(99)}`,
      'Free returns within 60 days, no questions asked',
      '<strong>End-of-season sale:</strong> up to 40% off boots and shells',
    ],
    footer: { ...enUs.chrome.footer, legal: '© Ridgeline Outfitters, Inc. All rights reserved. Prices in Canadian dollars.' },
  },
};
