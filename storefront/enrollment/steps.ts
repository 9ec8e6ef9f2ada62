/** The enrollment flow's steps, in the spec's order (spec 000 §2). */
export const enrollmentSteps = [
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
] as const;
export type EnrollmentStep = (typeof enrollmentSteps)[number];

/** What the start step depends on: whether the shopper is signed in and, if so, the loaded profile's phone. */
export interface EnrollmentStart {
  readonly signedIn: boolean;
  readonly phone?: string | null;
}

/**
 * Spec 000 §2: lookup when logged out; mobile when logged in without a phone; profile when logged in with a phone.
 * A phone of blanks counts as none.
 */
export function enrollmentStartStep({ signedIn, phone }: EnrollmentStart): EnrollmentStep {
  if (!signedIn) return 'lookup';
  return phone?.trim() ? 'profile' : 'mobile';
}

/** Spec 000 §5/§8: profile, interests, address and card operations refuse to run without a loaded profile. */
export class ProfileNotLoadedError extends Error {
  constructor() {
    super('Profile not loaded');
    this.name = 'ProfileNotLoadedError';
  }
}

/** The loaded profile, or the spec's "Profile not loaded" error. */
export function requireProfile<T>(profile: T | null | undefined): T {
  if (profile == null) throw new ProfileNotLoadedError();
  return profile;
}

/** Interests travel as one pipe-separated string (`preferences.interests`, spec 000 §3, §9): trimmed, unique, in order. */
export function joinInterests(interests: readonly string[]): string {
  const seen = new Set<string>();
  for (const interest of interests) {
    const value = interest.replaceAll('|', ' ').trim();
    if (value) seen.add(value);
  }
  return [...seen].join('|');
}

/** The interests of a stored `preferences.interests` string. */
export const splitInterests = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split('|')
    .map((entry) => entry.trim())
    .filter(Boolean);
