import type { RidgelineCopy } from '../copy';

/** The home page, American English. */
export const home: RidgelineCopy['home'] = {
  seo: {
    title: 'Ridgeline | Hiking Boots, Trail Runners & Outdoor Apparel',
    description:
      'Waterproof hiking boots, trail running shoes, rain jackets, fleece and packs, built for the long way up. Free returns within 60 days.',
  },
  hero: {
    eyebrow: 'New for fall',
    title: 'Made for the long way up',
    richText: (price) =>
      `<p>Meet the all-new <strong>Summit Trail GTX</strong>: a waterproof leather hiker with a cushioned midsole and lugs that grip wet granite. Now ${price('summitTrail')}.</p>`,
    alt: 'Forested mountain ridges under a full moon and a starry sky',
    targets: ['Shop Summit Trail', 'Explore hiking'],
  },
  featured: { title: 'Trail-tested favorites' },
  threeCards: {
    title: 'Find your trail',
    items: [
      { title: 'Hike', text: 'Boots and layers for everything from a Sunday loop to a summit push.', cta: 'Shop hiking' },
      { title: 'Run', text: 'Light, grippy trail runners and kit that moves with you.', cta: 'Shop trail running' },
      { title: 'Camp', text: 'Packs and warm layers for nights under the stars.', cta: 'Shop backpacking' },
    ],
  },
  highlight: {
    title: 'Layer up for the cold',
    items: [
      { title: "Men's fleece", text: 'Warm, recycled and made to be lived in.', cta: 'Shop men' },
      { title: 'Winter hiking', text: 'Insulation and traction for snowy trailheads.', cta: 'Get winter ready' },
      { title: "Women's insulated jackets", text: 'Down and synthetic warmth that packs small.', cta: 'Shop women' },
    ],
  },
  stacked: [
    {
      title: 'Built to last, made to be repaired',
      text: 'We design for decades, not seasons, and our repair program keeps your gear on the trail.',
      cta: 'Our commitments',
    },
    {
      title: 'Join Ridgeline Rewards',
      text: 'Earn points on every purchase, get early access to new gear and join member-only trips. Free to join.',
      cta: 'Become a member',
    },
  ],
  cta: { title: 'Shop by department' },
  stories: {
    title: 'From the trail journal',
    items: [
      { eyebrow: 'Our story', title: 'Founded at the trailhead', text: 'How two guides and a borrowed sewing machine started Ridgeline in 1987.' },
      {
        eyebrow: 'Sustainability',
        title: 'Fewer, better things',
        text: "Recycled fabrics, repair over replacement, and what we're still working on.",
      },
      {
        eyebrow: 'Guide',
        title: 'First steps in winter hiking',
        text: 'What to wear, what to pack, and how to stay warm when the trail turns white.',
      },
      { eyebrow: 'Guide', title: 'Your first night out', text: 'A simple checklist for your first overnight in the backcountry.' },
    ],
  },
};
