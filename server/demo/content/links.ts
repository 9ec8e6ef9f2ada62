/** Named links of the demo content: pages of the seed and the fixed links of spec 001 §2. */
export const linkPaths = {
  home: '',
  about: '/about',
  ourStory: '/about/our-story',
  sustainability: '/about/sustainability',
  help: '/help',
  contact: '/help/contact-us',
  shipping: '/help/shipping',
  returnPolicy: '/help/returns',
  returns: '/help/returns/how-to-return',
  privacy: '/privacy',
  brandTerms: '/brand-terms',
  saleTerms: '/sale-terms',
  loyalty: '/loyalty',
  loyaltyTerms: '/loyalty-terms',
  smsTerms: '/sms-terms',
  associateTerms: '/associate-discount-terms',
} as const;
export type LinkKey = keyof typeof linkPaths;

/** Fixed links of the spec that the storefront serves as content pages (keyed by their path): the seed writes them. */
export const infoPageKeys = [
  'privacy',
  'brandTerms',
  'saleTerms',
  'loyalty',
  'loyaltyTerms',
  'smsTerms',
  'associateTerms',
] as const satisfies readonly LinkKey[];
export type InfoPageKey = (typeof infoPageKeys)[number];

/** The page document key a named link opens: the last segment of its path (`/about/our-story` → `our-story`). */
export const pageKeyOf = (key: LinkKey): string => linkPaths[key].split('/').pop() ?? '';

/** Where a piece of content points: a category of the brand (by id) or a named link. */
export type Ref = { readonly category: number } | { readonly link: LinkKey };

export const category = (id: number): Ref => ({ category: id });
export const link = (key: LinkKey): Ref => ({ link: key });
