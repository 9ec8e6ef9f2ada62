import type { AudienceSegmentId } from '../../schemas';

/**
 * What the storefront knows about the shopper, from which their audience segments follow (spec 001 §6).
 * Accounts and the cart arrive in later modules; until then every shopper is `defaultAudience`.
 */
export interface AudienceContext {
  readonly loggedIn: boolean;
  readonly loyalty: boolean;
  readonly employee: boolean;
  readonly athlete: boolean;
  readonly ipa: boolean;
  readonly wranx: boolean;
  readonly cartItemCount: number;
}

/** A logged-out shopper with an empty cart. */
export const defaultAudience: AudienceContext = {
  loggedIn: false,
  loyalty: false,
  employee: false,
  athlete: false,
  ipa: false,
  wranx: false,
  cartItemCount: 0,
};

const rules: Readonly<Record<AudienceSegmentId, (a: AudienceContext) => boolean>> = {
  loggedout: (a) => !a.loggedIn,
  loggedin: (a) => a.loggedIn,
  'loyalty-loggedin': (a) => a.loggedIn && a.loyalty,
  'non-loyalty-loggedin': (a) => a.loggedIn && !a.loyalty,
  'employee-loggedin': (a) => a.loggedIn && a.employee,
  'non-employee-loggedin': (a) => a.loggedIn && !a.employee,
  'cart-empty': (a) => a.cartItemCount === 0,
  'cart-not-empty': (a) => a.cartItemCount > 0,
  // Members of either professional program.
  'ipa-wranx-loggedin': (a) => a.loggedIn && (a.ipa || a.wranx),
  'non-ipa-wranx-loggedin': (a) => a.loggedIn && !a.ipa && !a.wranx,
  'wranx-loggedin': (a) => a.loggedIn && a.wranx,
  'non-wranx-loggedin': (a) => a.loggedIn && !a.wranx,
  'ipa-loggedin': (a) => a.loggedIn && a.ipa,
  'non-ipa-loggedin': (a) => a.loggedIn && !a.ipa,
  'athletes-loggedin': (a) => a.loggedIn && a.athlete,
  'non-athletes-loggedin': (a) => a.loggedIn && !a.athlete,
};

/** Whether the shopper belongs to a segment; an unknown segment id matches nobody. */
export const inSegment = (segmentId: string, audience: AudienceContext): boolean =>
  Object.hasOwn(rules, segmentId) ? rules[segmentId as AudienceSegmentId](audience) : false;
