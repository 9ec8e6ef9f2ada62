import { describe, expect, it } from 'vitest';
import { interestsBody, interestsDefaults } from '../../../../storefront/enrollment/InterestsForm';
import { shoeSizes } from '../../../../storefront/enrollment/interests';
import type { ConsumerProfile } from '../../../../schemas';

const withPreferences = (preferences: ConsumerProfile['preferences']) => ({ preferences }) as ConsumerProfile;

describe('the interests and the preferred shoe size', () => {
  it('offers the size system of the site’s product pages: UK in EMEA, US in North America, in half sizes', () => {
    const uk = shoeSizes('EMEA');
    expect(uk.at(0)).toBe('UK 3');
    expect(uk.at(-1)).toBe('UK 13');
    expect(uk).toContain('UK 8.5');
    const us = shoeSizes('NA');
    expect(us.at(0)).toBe('US 4');
    expect(us.at(-1)).toBe('US 15');
    expect(us).toHaveLength(23);
  });

  it('saves the ticked interests as one pipe-separated string, and no size as null', () => {
    expect(interestsBody({ interests: ['running', 'kids'], preferredShoeSize: '' })).toEqual({
      consumerProfile: { preferences: { interests: 'running|kids', preferredShoeSize: null } },
    });
    expect(interestsBody({ interests: [], preferredShoeSize: 'US 9.5' })).toEqual({
      consumerProfile: { preferences: { interests: '', preferredShoeSize: 'US 9.5' } },
    });
  });

  it('reads the stored string back, in the list’s order, dropping what the list no longer has', () => {
    expect(interestsDefaults(withPreferences({ interests: 'kids| hiking |golf', preferredShoeSize: 'UK 9' }))).toEqual({
      interests: ['hiking', 'kids'],
      preferredShoeSize: 'UK 9',
    });
    expect(interestsDefaults(null)).toEqual({ interests: [], preferredShoeSize: '' });
  });
});
