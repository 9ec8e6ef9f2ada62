import type { KestrelCopy } from '../copy';

/** The home page, British English. */
export const home: KestrelCopy['home'] = {
  seo: {
    title: 'Kestrel | Running Shoes, Racing Flats & Running Clothing',
    description: 'Road running shoes, carbon racers, tights, jackets and training tops for city runners. Free returns within 30 days.',
  },
  hero: {
    eyebrow: 'Just landed',
    title: 'Faster after dark',
    richText: (price) =>
      `<p>The new <strong>Tempo Carbon 3</strong> pairs a full-length carbon plate with our bounciest foam yet, for personal bests from 5K to the marathon. ${price('tempoCarbon')}.</p>`,
    alt: 'A city street at night, traffic light trails running towards the skyline',
    targets: ['Shop Tempo Carbon 3', 'Half marathon kit'],
  },
  featured: { title: "Runners' favourites" },
  threeCards: {
    title: 'However you train',
    items: [
      { title: 'Run the city', text: 'Cushioned shoes and reflective kit for the daily commute and the weekend long run.', cta: 'Shop road running' },
      { title: 'Hit the track', text: 'Light shoes and breathable kit for intervals and tempo sessions.', cta: 'Shop track kit' },
      { title: 'Get stronger', text: 'Stable trainers and stretchy layers for the gym floor.', cta: 'Shop strength & gym' },
    ],
  },
  highlight: {
    title: 'Autumn marathon season',
    items: [
      { title: "Women's tights", text: 'Supportive, with pockets that hold your gels.', cta: 'Shop tights' },
      { title: 'Marathon kit', text: 'Everything for the build-up and the big day.', cta: 'Get race ready' },
      { title: "Men's half-zips", text: 'Warm layers for cold starts and cool-downs.', cta: 'Shop half-zips' },
    ],
  },
  stacked: [
    {
      title: 'Made to go the distance',
      text: 'Recycled uppers, a shoe take-back scheme in every store and a clear plan to halve our emissions by 2030.',
      cta: 'Our commitments',
    },
    {
      title: 'Join the Kestrel Club',
      text: 'Free weekly club runs in 12 cities, early access to launches and 10% off your first order.',
      cta: 'Join for free',
    },
  ],
  cta: { title: 'Shop by category' },
  stories: {
    title: 'From the journal',
    items: [
      { eyebrow: 'Our story', title: 'It started with a Thursday-night run', text: 'How a canal-side running club in London became Kestrel.' },
      { eyebrow: 'Training', title: 'Your first track session', text: 'Warm-up, reps and recoveries: a simple session for beginners.' },
      { eyebrow: 'Kit guide', title: 'Be seen on winter evenings', text: 'Our guide to reflective kit and lights for running after dark.' },
      {
        eyebrow: 'Sustainability',
        title: 'Where old shoes go',
        text: 'Inside our take-back scheme, and what happened to the 40,000 pairs we collected last year.',
      },
    ],
  },
};
