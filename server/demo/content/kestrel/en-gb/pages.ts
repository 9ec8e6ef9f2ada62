import type { KestrelCopy } from '../copy';
import { info } from './info';

/** About pages and the 404 page, British English. */
export const pages: KestrelCopy['pages'] = {
  about: {
    seo: { title: 'About Kestrel', description: 'Who we are, how we make our shoes and why we run.' },
    eyebrow: 'About us',
    title: 'Built for city runners',
    intro: 'Kestrel designs running shoes and kit for people who run before work, after dark and in all weathers.',
    body:
      "<p>Every shoe we make is tested by our run clubs in London, Paris and Berlin before it goes on sale. If our runners don't reach for it on a wet Tuesday in November, it goes back to the drawing board.</p>" +
      '<p>We are a team of 180 designers, engineers and runners with studios in London and Berlin, and we still lace up together every Thursday evening.</p>',
    teasers: {
      ourStory: 'From a canal-side running club to 12 cities across Europe.',
      sustainability: 'Recycled materials, shoe take-back and our road to net zero.',
    },
  },
  ourStory: {
    seo: { title: 'Our Story | Kestrel', description: "How a Thursday-night running club on the Regent's Canal grew into Kestrel." },
    eyebrow: 'Since 2011',
    title: 'Our story',
    intro: 'A Thursday-night running club, a shared obsession with fast shoes and a flat in east London.',
    body:
      "<p>In 2011, Priya Shah and Lukas Brandt started a Thursday-night run along the Regent's Canal. Within a year 200 people were turning up, and most of them asked the same question: where can I find a light, honest shoe for running in the city?</p>" +
      '<p>So Priya and Lukas designed one. The first Kestrel, the Tempo, was made in a small family factory in northern Portugal and sold out from a market stall in Hackney in a single weekend.</p>' +
      '<p>Today the <strong>Tempo Carbon 3</strong> carries the same name and the same idea. Kestrel has grown to studios in London and Berlin and run clubs in 12 European cities, but Thursday is still club night.</p>',
  },
  sustainability: {
    seo: {
      title: 'Sustainability | Kestrel',
      description: 'Our materials, our shoe take-back scheme and our climate targets, with honest progress reports.',
    },
    eyebrow: 'Our commitments',
    title: 'Made to go the distance',
    intro: "Running should leave nothing behind but footprints. We're not there yet, and we report every year on how far we've come.",
    body:
      '<p><strong>Materials.</strong> 70% of our uppers now use recycled polyester, and our newest foams contain 20% plant-based material.</p>' +
      '<p><strong>Take-back.</strong> Bring any pair of worn-out running shoes, whatever the brand, to a Kestrel store. Last year we collected more than 40,000 pairs and turned them into running-track surfaces.</p>' +
      '<p><strong>Climate.</strong> We are committed to halving our emissions by 2030, and we publish our full carbon footprint every spring.</p>',
  },
  info,
  notFound: {
    seo: { title: 'Page not found | Kestrel', description: "Sorry, we can't find the page you were looking for." },
    title: "We can't find that page",
    text: 'Looks like this route has been closed. Head back to the homepage, or pick up the pace with one of our favourites below.',
    home: 'Back to the homepage',
    popularTitle: 'Popular right now',
  },
};
