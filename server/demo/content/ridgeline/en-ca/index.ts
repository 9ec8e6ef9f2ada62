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
      description:
        'Waterproof hiking boots, trail running shoes, rain jackets, fleece and packs, built for the long way up. Free returns within 60 days.',
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
    info: {
      ...enUs.pages.info,
      privacy: {
        ...enUs.pages.info.privacy,
        body:
          '<p><strong>What we collect.</strong> Your name, contact details and order history when you shop with us and, if you agree, how you use our site so we can improve it.</p>' +
          '<p><strong>How we use it.</strong> To process orders and returns, run your Ridgeline Rewards account and, only if you opt in, send you emails and text messages. You can opt out at any time.</p>' +
          '<p><strong>Your rights.</strong> You can ask to see, correct or delete your data whenever you like, as PIPEDA and provincial privacy laws provide.</p>',
      },
      brandTerms: {
        ...enUs.pages.info.brandTerms,
        body:
          '<p>By using this site you agree to these terms. Product colours, descriptions and availability may change without notice, and we may correct pricing errors before an order ships.</p>' +
          '<p>All content on this site, including photos, text and designs, belongs to Ridgeline Outfitters, Inc. and may not be reused without our permission.</p>' +
          '<p>For Canadian customers, these terms are governed by the laws of your province of residence.</p>',
      },
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
    links: { ...enUs.chrome.links, help: 'Help centre' },
    promo: (money) => [
      `<strong>Free shipping</strong> across Canada on orders over ${money(99)}`,
      'Free returns within 60 days, no questions asked',
      '<strong>End-of-season sale:</strong> up to 40% off boots and shells',
    ],
    footer: { ...enUs.chrome.footer, legal: '© Ridgeline Outfitters, Inc. All rights reserved. Prices in Canadian dollars.' },
  },
};
