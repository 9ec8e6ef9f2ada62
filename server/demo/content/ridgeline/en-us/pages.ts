import type { RidgelineCopy } from '../copy';
import { info } from './info';

/** About pages and the 404 page, American English. */
export const pages: RidgelineCopy['pages'] = {
  about: {
    seo: { title: 'About Ridgeline', description: 'Who we are, where we come from and what we stand for.' },
    eyebrow: 'About us',
    title: 'We make gear for the long way up',
    intro: 'Ridgeline designs footwear, apparel and packs for hikers, trail runners and anyone who would rather be outside.',
    body:
      "<p>Everything we make is tested where it will be used: on muddy switchbacks in the Cascades, on granite in the Sierra and on snowy ridges in the Rockies. If a boot doesn't survive a season with our test team, it doesn't reach our shelves.</p>" +
      '<p>We are a team of guides, designers and weekend hikers based in Bend, Oregon, and Squamish, British Columbia, and we still answer customer emails ourselves.</p>',
    teasers: {
      ourStory: 'From a garage in Oregon to trails across North America.',
      sustainability: 'Recycled materials, lifetime repairs and honest progress reports.',
    },
  },
  ourStory: {
    seo: {
      title: 'Our Story | Ridgeline',
      description: 'How Ridgeline began: two mountain guides, a borrowed sewing machine and a boot that would not quit.',
    },
    eyebrow: 'Since 1987',
    title: 'Our story',
    intro: 'Two mountain guides, a borrowed sewing machine and a stubborn belief that gear should be built to last.',
    body:
      '<p>In 1987, Anna Whitfield and Tom Reyes were guiding in the Cascades and tired of boots that fell apart by August. They rebuilt their own in a garage in Bend, Oregon, and soon friends were asking for a pair.</p>' +
      '<p>The first Ridgeline boot, the Trailhead, sold out from the back of a pickup truck at a local trail race. Today the <strong>Summit Trail GTX</strong> carries the same idea: a stitched, resoleable boot that gets better with every mile.</p>' +
      '<p>We have grown into a team of 240 people across the United States and Canada, but every new product still starts on the trail, with a sketch and a muddy prototype.</p>',
  },
  sustainability: {
    seo: {
      title: 'Sustainability | Ridgeline',
      description: 'Our materials, our repair program and our climate targets, with the progress made and the work still to do.',
    },
    eyebrow: 'Our commitments',
    title: 'Fewer, better things',
    intro: 'The most sustainable jacket is the one you already own. We design for repair, and we publish our progress every year.',
    body:
      "<p><strong>Materials.</strong> 78% of the fabric in this season's apparel is recycled or responsibly sourced, and all of our down is certified to the Responsible Down Standard.</p>" +
      '<p><strong>Repair.</strong> Our repair center in Bend fixed more than 14,000 jackets, packs and boots last year, and every Ridgeline boot can be resoled.</p>' +
      "<p><strong>Climate.</strong> We have committed to halving our emissions by 2030, and our annual impact report shares what's working and what isn't.</p>",
  },
  info,
  notFound: {
    seo: { title: 'Page not found | Ridgeline', description: "We can't find the page you're looking for." },
    title: "We can't find that page",
    text: 'The trail you followed seems to have washed out. Head back to the homepage, or pick up one of our most popular routes below.',
    home: 'Back to the homepage',
    popularTitle: 'Popular right now',
  },
};
