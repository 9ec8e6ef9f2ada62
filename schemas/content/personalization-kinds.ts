/**
 * Constants of the personalization containers (experience, segmentation, filter) — plain data with no zod,
 * so the runtime and the shopper's bundle can use them without the schemas.
 */

/**
 * The audience segments of spec 001 §6. The spec's "and their non-variants" after wranx, ipa and athletes is
 * read as all three, so non-wranx-loggedin and non-ipa-loggedin exist too.
 */
export const audienceSegmentIds = [
  'loggedout',
  'loggedin',
  'loyalty-loggedin',
  'non-loyalty-loggedin',
  'employee-loggedin',
  'non-employee-loggedin',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-loggedin',
  'non-ipa-wranx-loggedin',
  'wranx-loggedin',
  'non-wranx-loggedin',
  'ipa-loggedin',
  'non-ipa-loggedin',
  'athletes-loggedin',
  'non-athletes-loggedin',
] as const;
export type AudienceSegmentId = (typeof audienceSegmentIds)[number];

/** A filter compares the product id (bySku) or the category id (byCategory) of the current path. */
export const filterVariants = ['bySku', 'byCategory'] as const;
export type FilterVariant = (typeof filterVariants)[number];

export const filterOperators = ['IN', 'NOT IN'] as const;
export type FilterOperator = (typeof filterOperators)[number];
