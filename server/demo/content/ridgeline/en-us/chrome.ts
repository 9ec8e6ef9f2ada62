import type { RidgelineCopy } from '../copy';

/** Promo bar, menu, footer and shared labels, American English. */
export const chrome: RidgelineCopy['chrome'] = {
  promo: (money) => [
    `<strong>Free shipping</strong> on orders over ${money(75)}`,
    'Free returns within 60 days, no questions asked',
    '<strong>End-of-season sale:</strong> up to 40% off boots and shells',
  ],
  promoLink: 'Shop the sale',
  links: {
    home: 'Home',
    about: 'About Ridgeline',
    ourStory: 'Our story',
    sustainability: 'Sustainability',
    help: 'Help center',
    contact: 'Contact us',
    shipping: 'Shipping',
    returnPolicy: 'Returns & exchanges',
    returns: 'How to return an item',
    privacy: 'Privacy policy',
    brandTerms: 'Terms of use',
    saleTerms: 'Sale terms',
    loyalty: 'Ridgeline Rewards',
    loyaltyTerms: 'Rewards terms',
    smsTerms: 'Text message terms',
    associateTerms: 'Employee discount terms',
  },
  columns: { stories: 'Ridgeline stories', help: 'Help' },
  menu: { shopAll: (label) => `Shop all ${label}`, visualSelectorsTitle: 'Shop by category' },
  footer: {
    columns: { shop: 'Shop', help: 'Customer service', company: 'Company', membership: 'Membership' },
    newsletter: { title: 'Get trail-ready', text: 'New gear, trail guides and member offers, once a week and never more.' },
    legal: '© Ridgeline Outfitters, Inc. All rights reserved. Prices in US dollars.',
  },
  common: { shopNow: 'Shop now', badges: { new: 'New', bestseller: 'Best seller' } },
};
