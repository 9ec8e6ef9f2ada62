import type { AugmentedPage, NamedArea } from '../../runtime/core';
import { pageLoader } from '../data/page-loader';

/** The augmented page of each named area that has one (spec 001 §7); the others have no content document. */
const areaPages: Partial<Record<NamedArea, AugmentedPage>> = {
  cart: 'cart',
  checkout: 'checkout',
  'order-confirmation': 'order-confirmation',
  account: 'account',
  search: 'search',
  'store-locator': 'store-locator',
  'gift-card': 'gift-card',
  'contact-us': 'contact-us',
  'sign-up': 'sign-up',
  'sign-in': 'sign-in-modal',
};

/** Named areas (cart, checkout and its steps, account, …): their `augmentedpage` document when it exists. */
export const loader = pageLoader(async ({ api, mode, site, match }) => {
  if (match.kind !== 'area') return null;
  const key = match.area === 'account' && match.sub === 'profile' ? 'account-profile' : areaPages[match.area];
  return key ? api.content.augmentedPage(mode, site.siteId, key) : null;
});
