import { describe, expect, it } from 'vitest';
import {
  ProfileNotLoadedError,
  enrollmentStartStep,
  enrollmentSteps,
  joinInterests,
  requireProfile,
  splitInterests,
} from '../../../../storefront/enrollment/steps';

describe('the enrollment flow (spec 000 §2)', () => {
  it('lists the steps in the spec order', () => {
    expect(enrollmentSteps).toEqual([
      'lookup',
      'signIn',
      'signUp',
      'forgotPassword',
      'completeProfile',
      'welcome',
      'mobile',
      'profile',
      'interests',
      'success',
    ]);
  });

  it('starts at lookup when logged out, mobile without a phone, profile with one', () => {
    expect(enrollmentStartStep({ signedIn: false })).toBe('lookup');
    expect(enrollmentStartStep({ signedIn: false, phone: '+13035550142' })).toBe('lookup');
    expect(enrollmentStartStep({ signedIn: true, phone: null })).toBe('mobile');
    expect(enrollmentStartStep({ signedIn: true, phone: '  ' })).toBe('mobile');
    expect(enrollmentStartStep({ signedIn: true })).toBe('mobile');
    expect(enrollmentStartStep({ signedIn: true, phone: '+13035550142' })).toBe('profile');
  });

  it('refuses profile work without a loaded profile', () => {
    expect(() => requireProfile(null)).toThrow(ProfileNotLoadedError);
    expect(() => requireProfile(undefined)).toThrow('Profile not loaded');
    expect(requireProfile({ id: 1 })).toEqual({ id: 1 });
  });

  it('joins interests with pipes, unique and trimmed, and splits them back', () => {
    expect(joinInterests([' running ', 'hiking', 'running', '', 'a|b'])).toBe('running|hiking|a b');
    expect(splitInterests('running| hiking ||')).toEqual(['running', 'hiking']);
    expect(splitInterests(null)).toEqual([]);
  });
});
