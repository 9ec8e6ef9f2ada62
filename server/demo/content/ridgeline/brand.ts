import type { BrandContent } from '../brand-types';
import { category, link } from '../links';
import { type RidgelineAudience, type RidgelineCategory, type RidgelineProduct, ridgelineDepartments } from './catalogue';
import { enCa } from './en-ca';
import { enUs } from './en-us';
import { frCa } from './fr-ca';

/** Ridgeline: North American trail footwear and apparel, in en-us (USD), en-ca and fr-ca (CAD). */
export const ridgeline: BrandContent<RidgelineCategory, RidgelineProduct, RidgelineAudience> = {
  brandId: 'ridgeline',
  colors: { ink: '#1f3d2b', paper: '#e9dfc9', accent: '#f0a56e' },
  departments: ridgelineDepartments,
  products: {
    summitTrail: { masterId: 'RL10062010', name: 'Summit Trail GTX', image: 'rl-boot-summit', category: 6201, prices: { USD: 189, CAD: 249 } },
    switchback: { masterId: 'RL10062040', name: 'Switchback TR', image: 'rl-runner-switchback', category: 6204, prices: { USD: 145, CAD: 189 } },
    cascadeShell: { masterId: 'RL20062020', name: 'Cascade Rain Shell', image: 'rl-shell-cascade', category: 6202, prices: { USD: 229, CAD: 299 } },
    basecampFleece: { masterId: 'RL20062030', name: 'Basecamp Fleece', image: 'rl-fleece-basecamp', category: 6203, prices: { USD: 99, CAD: 129 } },
    merinoBase: {
      masterId: 'RL20012040',
      name: 'Alpine Merino 200 Crew',
      image: 'rl-baselayer-merino',
      category: 1204,
      prices: { USD: 85, CAD: 110 },
    },
    ridgeback28: { masterId: 'RL30041010', name: 'Ridgeback 28', image: 'rl-pack-ridgeback', category: 4101, prices: { USD: 139, CAD: 179 } },
  },
  home: {
    hero: {
      image: 'rl-starry-ridge',
      targets: [category(6201), category(6101)],
      promotion: { creativeName: 'summit-trail-gtx-launch', promotionId: 'RL-HERO-SUMMIT-TRAIL', promotionName: 'Summit Trail GTX launch' },
    },
    featured: [
      { product: 'summitTrail', badge: 'new' },
      { product: 'switchback', badge: 'bestseller' },
      { product: 'cascadeShell' },
      { category: 2101 },
      { product: 'basecampFleece', badge: 'bestseller' },
      { category: 1102 },
      { product: 'ridgeback28', badge: 'new' },
      { product: 'merinoBase' },
    ],
    threeCards: [
      { image: 'rl-forest-trail', target: category(6101) },
      { image: 'rl-dusk-lake', target: category(6102) },
      { image: 'rl-starry-ridge', target: category(6103) },
    ],
    highlight: [
      { image: 'rl-fleece-basecamp', target: category(1203) },
      { image: 'rl-winter-lake', target: category(6104) },
      { image: 'rl-jacket-insulated', target: category(2202) },
    ],
    stacked: [
      { image: 'rl-topo-forest', target: link('sustainability') },
      { image: 'rl-topo', target: link('loyalty') },
    ],
    cta: [1000, 2000, 3000, 5000],
    stories: [
      { image: 'rl-dawn-ridge', target: link('ourStory') },
      { image: 'rl-forest-trail', target: link('sustainability') },
      { image: 'rl-winter-lake', target: category(6104) },
      { image: 'rl-dusk-lake', target: category(6103) },
    ],
  },
  promo: { clickable: 2, target: category(5000) },
  footer: {
    shop: [1000, 2000, 3000, 4000, 5000],
    help: ['help', 'contact', 'shipping', 'returnPolicy', 'saleTerms', 'privacy'],
    company: ['about', 'ourStory', 'sustainability', 'brandTerms'],
    membership: ['loyalty', 'loyaltyTerms', 'smsTerms'],
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/ridgeline.outdoors' },
      { network: 'youtube', url: 'https://www.youtube.com/@ridgelineoutdoors' },
      { network: 'facebook', url: 'https://www.facebook.com/ridgeline.outdoors' },
      { network: 'pinterest', url: 'https://www.pinterest.com/ridgelineoutdoors' },
    ],
  },
  pages: { about: 'rl-topo-forest', ourStory: 'rl-dawn-ridge', sustainability: 'rl-forest-trail', info: 'rl-topo', notFound: 'rl-starry-ridge' },
  notFound: { popular: 1101, cards: [2201, 1102, 4101] },
  locales: { 'en-us': enUs, 'en-ca': enCa, 'fr-ca': frCa },
};
