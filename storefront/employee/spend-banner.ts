import type { ConsumerProfile } from '../../schemas';

type Details = ConsumerProfile['consumerDetails'];

/** The programme a spend banner speaks for (spec 000 §4). */
export type SpendProgramme = 'employee' | 'athlete' | 'ipa' | 'wranx';

export interface SpendBanner {
  readonly programme: SpendProgramme;
  /** Minor units of the site's currency; formatted by the one money formatter where shown. */
  readonly currentSpend: number;
  /** The employee's annual cap, or the athlete's or professional's annual credit. */
  readonly limit: number | null;
}

const hasIdentity = (details: Details, type: string): boolean => details.identity.some((entry) => entry.type === type);

/**
 * Spec 000 §4 "Spend banner priority: employee with accepted employee-discount terms, then athlete, then IPA,
 * then WRANX". IPA and WRANX members' spend is `prosumer` (spec 000 §3); a programme without spend shows nothing.
 */
export function spendBannerOf(details: Details): SpendBanner | null {
  if (details.consumerType === 'EMPLOYEE' && details.isEmployeeDiscountTCAccepted && details.employee)
    return { programme: 'employee', currentSpend: details.employee.currentSpend, limit: details.employee.annualCap ?? null };
  if (details.athlete) return { programme: 'athlete', currentSpend: details.athlete.currentSpend, limit: details.athlete.annualCredit ?? null };
  for (const [type, programme] of [
    ['IPA', 'ipa'],
    ['WRANX', 'wranx'],
  ] as const) {
    if (hasIdentity(details, type) && details.prosumer)
      return { programme, currentSpend: details.prosumer.currentSpend, limit: details.prosumer.annualCredit ?? null };
  }
  return null;
}

/** Spec 000 §4 "Employees: must accept employee-discount terms in a dialog when not yet accepted." */
export const needsEmployeeTerms = (details: Details): boolean => details.consumerType === 'EMPLOYEE' && !details.isEmployeeDiscountTCAccepted;
