import type { BrandContent } from '../brand-types';
import { category, link } from '../links';
import { type KestrelAudience, type KestrelCategory, type KestrelProduct, kestrelDepartments } from './catalogue';
import { deDe } from './de-de';
import { enGb } from './en-gb';
import { frFr } from './fr-fr';

/**
 * Kestrel: European city running and training, in en-gb (GBP), fr-fr and de-de (EUR). None of its
 * countries may advertise free shipping (spec 001 §9), so its promo bar offers returns, the sale and the club.
 */
export const kestrel: BrandContent<KestrelCategory, KestrelProduct, KestrelAudience> = {
  brandId: 'kestrel',
  colors: { ink: '#14213d', paper: '#f8f5f0', accent: '#f4a261' },
  departments: kestrelDepartments,
  products: {
    tempoCarbon: { masterId: 'KS10402010', name: 'Tempo Carbon 3', image: 'ks-tempo-carbon', category: 40201, prices: { GBP: 200, EUR: 230 } },
    glide: { masterId: 'KS10402020', name: 'Glide 9', image: 'ks-glide', category: 40202, prices: { GBP: 130, EUR: 150 } },
    aeroFlat: { masterId: 'KS10411020', name: 'Aero Flat', image: 'ks-aero-flat', category: 41102, prices: { GBP: 110, EUR: 130 } },
    nightlineJacket: {
      masterId: 'KS20402030',
      name: 'Nightline Jacket',
      image: 'ks-jacket-nightline',
      category: 40203,
      prices: { GBP: 110, EUR: 130 },
    },
    studioTight: { masterId: 'KS20402040', name: 'Studio Tight', image: 'ks-tights-studio', category: 40204, prices: { GBP: 60, EUR: 70 } },
    paceTee: { masterId: 'KS20412020', name: 'Pace Tee', image: 'ks-tee-pace', category: 41202, prices: { GBP: 35, EUR: 40 } },
  },
  home: {
    hero: {
      image: 'ks-city-night',
      targets: [category(40201), category(40302)],
      promotion: { creativeName: 'tempo-carbon-3-launch', promotionId: 'KS-HERO-TEMPO-3', promotionName: 'Tempo Carbon 3 launch' },
    },
    featured: [
      { product: 'tempoCarbon', badge: 'new' },
      { product: 'glide', badge: 'bestseller' },
      { category: 42203 },
      { product: 'nightlineJacket' },
      { product: 'studioTight', badge: 'bestseller' },
      { category: 41104 },
      { product: 'paceTee' },
      { product: 'aeroFlat', badge: 'new' },
    ],
    threeCards: [
      { image: 'ks-city-night', target: category(46201) },
      { image: 'ks-track-dawn', target: category(40304) },
      { image: 'ks-halftone', target: category(46202) },
    ],
    highlight: [
      { image: 'ks-tights-studio', target: category(42204) },
      { image: 'ks-riverside', target: category(40303) },
      { image: 'ks-halfzip', target: category(41205) },
    ],
    stacked: [
      { image: 'ks-speed-lines', target: link('sustainability') },
      { image: 'ks-halftone', target: link('loyalty') },
    ],
    cta: [41000, 42000, 43000, 45000],
    stories: [
      { image: 'ks-riverside', target: link('ourStory') },
      { image: 'ks-track-dawn', target: category(40304) },
      { image: 'ks-city-night', target: category(40103) },
      { image: 'ks-speed-lines', target: link('sustainability') },
    ],
  },
  promo: { clickable: 1, target: category(45000) },
  footer: {
    shop: [40000, 41000, 42000, 43000, 45000],
    help: ['help', 'contact', 'shipping', 'returnPolicy', 'saleTerms', 'privacy'],
    company: ['about', 'ourStory', 'sustainability', 'brandTerms'],
    membership: ['loyalty', 'loyaltyTerms', 'smsTerms'],
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/kestrel.running' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@kestrel.running' },
      { network: 'youtube', url: 'https://www.youtube.com/@kestrelrunning' },
      { network: 'x', url: 'https://x.com/kestrelrunning' },
    ],
  },
  pages: { about: 'ks-speed-lines', ourStory: 'ks-riverside', sustainability: 'ks-halftone', info: 'ks-speed-lines', notFound: 'ks-city-night' },
  notFound: { popular: 41101, cards: [42101, 40201, 43100] },
  locales: { 'en-gb': enGb, 'fr-fr': frFr, 'de-de': deDe },
};
