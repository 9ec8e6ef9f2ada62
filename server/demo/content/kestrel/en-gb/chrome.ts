import type { KestrelCopy } from '../copy';

/** Promo bar, menu, footer and shared labels, British English. No free-delivery promise: spec 001 §9 excludes GB. */
export const chrome: KestrelCopy['chrome'] = {
  promo: () => [
    '<strong>Free returns</strong> within 30 days',
    '<strong>Winter sale:</strong> up to 40% off shoes and kit',
    'Kestrel Club members get <strong>10% off</strong> their first order',
  ],
  promoLink: 'Shop the sale',
  links: {
    home: 'Home',
    about: 'About Kestrel',
    ourStory: 'Our story',
    sustainability: 'Sustainability',
    help: 'Help centre',
    contact: 'Contact us',
    shipping: 'Delivery',
    returnPolicy: 'Returns & refunds',
    returns: 'How to return an item',
    privacy: 'Privacy notice',
    brandTerms: 'Terms & conditions',
    saleTerms: 'Sale terms',
    loyalty: 'Kestrel Club',
    loyaltyTerms: 'Club terms',
    smsTerms: 'SMS terms',
    associateTerms: 'Employee discount terms',
  },
  columns: { stories: 'Stories', help: 'Help' },
  menu: { shopAll: (label) => `Shop all ${label}`, visualSelectorsTitle: 'Our collections' },
  footer: {
    columns: { shop: 'Shop', help: 'Help', company: 'Company', membership: 'Kestrel Club' },
    newsletter: { title: 'Join the newsletter', text: 'New launches, training plans and club news every fortnight. Unsubscribe at any time.' },
    legal: '© Kestrel Running Ltd. All rights reserved. Prices include VAT.',
  },
  common: { shopNow: 'Shop now', badges: { new: 'New', bestseller: 'Bestseller' } },
};
