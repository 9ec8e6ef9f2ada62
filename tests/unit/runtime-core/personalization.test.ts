import { describe, expect, it } from 'vitest';
import {
  chooseExperience,
  chooseSegment,
  defaultAudience,
  filterMatches,
  inSegment,
  p13nContext,
  parseConsentGroups,
  parseTestContext,
  personalizationAllowed,
} from '../../../runtime/core';
import { audienceSegmentIds } from '../../../schemas';

const experience = {
  baselines: ['baseline'],
  variants: [
    { variantId: 'a', targets: ['a1', 'a2'] },
    { variantId: 'b', targets: ['b1'] },
  ],
};
const segmentation = {
  baselines: ['baseline'],
  segments: [
    { id: 'loyalty-loggedin', targets: ['loyalty', 'second'] },
    { id: 'cart-not-empty', targets: [] },
    { id: 'loggedout', targets: ['welcome'] },
    { id: 'cart-empty', targets: ['empty-cart'] },
  ],
};

describe('p13n_testcontext', () => {
  it('reads forced experiences and a segment', () => {
    expect(parseTestContext('experience:explore-hero:b,segment:loyalty-loggedin')).toEqual({
      experiences: { 'explore-hero': 'b' },
      segment: 'loyalty-loggedin',
    });
    expect(parseTestContext(' experience:x:1 , experience:y:2 ')).toEqual({ experiences: { x: '1', y: '2' } });
  });
  it('ignores malformed entries and keeps the first of repeated ones', () => {
    expect(parseTestContext('experience:x,segment:,experience:a:b:c,bogus:z,segment:a b')).toEqual({ experiences: {} });
    expect(parseTestContext('experience:x:1,experience:x:2,segment:loggedin,segment:loggedout')).toEqual({
      experiences: { x: '1' },
      segment: 'loggedin',
    });
    expect(parseTestContext(undefined)).toEqual({ experiences: {} });
  });
});

describe('chooseExperience', () => {
  it('shows the baselines until a decision exists', () => {
    expect(chooseExperience(experience)).toEqual({ chosen: null, blocks: ['baseline'] });
  });
  it('shows the decided variant; a forced variant wins over the decision', () => {
    expect(chooseExperience(experience, { decision: { variantId: 'a' } })).toEqual({ chosen: 'a', blocks: ['a1', 'a2'] });
    expect(chooseExperience(experience, { decision: { variantId: 'a' }, forcedVariantId: 'b' })).toEqual({ chosen: 'b', blocks: ['b1'] });
  });
  it('falls back to the baselines for a variant it does not have', () => {
    expect(chooseExperience(experience, { forcedVariantId: 'zzz', decision: { variantId: 'a' } })).toEqual({ chosen: null, blocks: ['baseline'] });
  });
});

describe('audience segments', () => {
  it('puts the default shopper (logged out, empty cart) in loggedout and cart-empty only', () => {
    expect(audienceSegmentIds.filter((id) => inSegment(id, defaultAudience))).toEqual(['loggedout', 'cart-empty']);
  });
  it('matches logged-in programme members', () => {
    const member = { ...defaultAudience, loggedIn: true, loyalty: true, wranx: true, cartItemCount: 2 };
    expect(audienceSegmentIds.filter((id) => inSegment(id, member))).toEqual([
      'loggedin',
      'loyalty-loggedin',
      'non-employee-loggedin',
      'cart-not-empty',
      'ipa-wranx-loggedin',
      'wranx-loggedin',
      'non-ipa-loggedin',
      'non-athletes-loggedin',
    ]);
    expect(inSegment('martians', member)).toBe(false);
  });
});

describe('chooseSegment', () => {
  it("shows the first matching segment's first target", () => {
    expect(chooseSegment(segmentation, defaultAudience)).toEqual({ chosen: 'loggedout', blocks: ['welcome'] });
    expect(chooseSegment(segmentation, { ...defaultAudience, loggedIn: true, loyalty: true })).toEqual({
      chosen: 'loyalty-loggedin',
      blocks: ['loyalty'],
    });
  });
  it('otherwise the baselines (a matching segment without targets is passed over)', () => {
    const onlyCart = {
      baselines: ['baseline'],
      segments: [
        { id: 'cart-not-empty', targets: [] },
        { id: 'loggedin', targets: ['x'] },
      ],
    };
    expect(chooseSegment(onlyCart, { ...defaultAudience, cartItemCount: 1 })).toEqual({ chosen: null, blocks: ['baseline'] });
  });
  it('a forced segment makes the shopper a member of that segment alone', () => {
    expect(chooseSegment(segmentation, defaultAudience, 'loyalty-loggedin')).toEqual({ chosen: 'loyalty-loggedin', blocks: ['loyalty'] });
    expect(chooseSegment(segmentation, defaultAudience, 'employee-loggedin')).toEqual({ chosen: null, blocks: ['baseline'] });
  });
});

describe('consent', () => {
  it('reads consent groups from the cookie, plain or OneTrust-style', () => {
    expect(parseConsentGroups('C0001,C0004')).toEqual(['C0001', 'C0004']);
    expect(parseConsentGroups('C0001:1,C0002:0,C0004:1,junk')).toEqual(['C0001', 'C0004']);
    expect(parseConsentGroups(undefined)).toEqual([]);
  });
  it('allows decisions with targeting consent, outside EMEA, or in preview', () => {
    expect(personalizationAllowed({ region: 'EMEA', consentGroups: ['C0001', 'C0002'], preview: false })).toBe(false);
    expect(personalizationAllowed({ region: 'EMEA', consentGroups: ['C0004'], preview: false })).toBe(true);
    expect(personalizationAllowed({ region: 'NA', consentGroups: [], preview: false })).toBe(true);
    expect(personalizationAllowed({ region: 'EMEA', consentGroups: [], preview: true })).toBe(true);
  });
  it('builds the page context from the mode of the page, the location and the cookie', () => {
    const forced = '/en-gb/explore?p13n_testcontext=segment:loyalty-loggedin';
    expect(p13nContext({ region: 'EMEA', location: forced, consentCookie: undefined, preview: false })).toEqual({
      allowed: false,
      preview: false,
      testContext: { experiences: {}, segment: 'loyalty-loggedin' },
    });
    expect(p13nContext({ region: 'EMEA', location: forced, consentCookie: 'C0001,C0004', preview: false }).allowed).toBe(true);
    expect(p13nContext({ region: 'EMEA', location: '/pre/en-gb/explore', consentCookie: undefined, preview: true })).toMatchObject({
      allowed: true,
      preview: true,
    });
    // The mode is decided where the request entered: the location's prefix and flags are not read again.
    expect(p13nContext({ region: 'EMEA', location: '/pre/en-gb/explore?preview=true', consentCookie: undefined, preview: false })).toMatchObject({
      allowed: false,
      preview: false,
    });
  });
});

describe('filterMatches', () => {
  const byCategory = { variant: 'byCategory', filterBy: ['1101', '20410'], operator: 'IN' } as const;
  const bySku = { variant: 'bySku', filterBy: ['RL10023456'], operator: 'IN' } as const;
  it('IN shows where the id of the path is listed', () => {
    expect(filterMatches(byCategory, '/en-gb/c/running-shoes-20410')).toBe(true);
    expect(filterMatches(byCategory, '/en-gb/c/running-shoes-20411?sort=new')).toBe(false);
    expect(filterMatches(byCategory, '/en-gb/explore')).toBe(false);
    expect(filterMatches(bySku, '/en-us/p/trail-runner-RL10023456')).toBe(true);
    expect(filterMatches(bySku, '/en-us/c/boots-1101')).toBe(false);
  });
  it('NOT IN shows everywhere else, pages without an id included', () => {
    const notIn = { ...byCategory, operator: 'NOT IN' } as const;
    expect(filterMatches(notIn, '/en-gb/c/running-shoes-20410')).toBe(false);
    expect(filterMatches(notIn, '/en-gb/c/trail-20999')).toBe(true);
    expect(filterMatches(notIn, '/en-gb/explore')).toBe(true);
  });
});
