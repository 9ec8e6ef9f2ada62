import { consentGroups } from '../../runtime/core';

export type ConsentCategory = keyof typeof consentGroups;
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

/** The categories in the banner's order; required (C0001) is always on. */
export const consentCategories = Object.keys(consentGroups) as ConsentCategory[];

export const acceptAll: ConsentChoice = { required: true, performance: true, functional: true, targeting: true };
export const rejectOptional: ConsentChoice = { required: true, performance: false, functional: false, targeting: false };

/**
 * The `ts_consent` value for a choice, in OneTrust's `C0001:1,C0002:0` form that `parseConsentGroups` reads; a
 * refused category is written as refused (not left out), so an answer is told apart from no answer.
 */
export function consentCookieValue(choice: ConsentChoice): string {
  return consentCategories.map((category) => `${consentGroups[category]}:${category === 'required' || choice[category] ? 1 : 0}`).join(',');
}

/** The choice a stored `ts_consent` value holds, or null when the shopper has not answered the banner. */
export function consentChoiceOf(value: string | undefined): ConsentChoice | null {
  if (!value?.trim()) return null;
  const granted = new Set(
    value.split(',').flatMap((entry) => {
      const [group = '', flag] = entry.trim().split(':');
      return flag === '0' ? [] : [group];
    }),
  );
  return {
    required: true,
    performance: granted.has(consentGroups.performance),
    functional: granted.has(consentGroups.functional),
    targeting: granted.has(consentGroups.targeting),
  };
}
