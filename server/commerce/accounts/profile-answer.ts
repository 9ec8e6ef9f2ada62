import type { ConsumerProfile, SavedAddress } from '../../../schemas';
import type { ConsumerRow } from '../../db/index';
import type { ProgrammeDetails } from './programmes';

export type ProfileSubscription = ConsumerProfile['subscriptions'][number];

const GENDERS = new Set(['female', 'male', 'other', 'unspecified']);

/** Spec 000 §4: partially enrolled when an e-mail exists but a phone, first or last name, postal code or birth date is missing. */
export const isPartiallyEnrolled = (row: ConsumerRow): boolean =>
  row.email !== '' && [row.phone, row.firstName, row.lastName, row.postalCode, row.birthDate].some((value) => value === null || value === '');

/**
 * A consumer's profile as `GET /consumers-v3/consumer/profile` answers it (`consumerProfileSchema`). Loyalty points
 * are 0 until the loyalty programme has its own tables; the subscriptions are the stored ones (the `subscriptions`
 * table, opted in or out); the programmes' spend and the identities are the stored ones with this year's orders.
 */
export function profileOf(
  row: ConsumerRow,
  options: {
    includeLoyaltySummary: boolean;
    addresses?: readonly SavedAddress[];
    subscriptions?: readonly ProfileSubscription[];
    /** The spend programmes and identities (`programmes.ts`); none when not given. */
    programmes?: ProgrammeDetails;
  },
): { consumerProfile: ConsumerProfile } {
  return {
    consumerProfile: {
      consumerDetails: {
        consumerId: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        birthDate: row.birthDate,
        phone: row.phone,
        phoneCode: row.phoneCode,
        gender: row.gender !== null && GENDERS.has(row.gender) ? (row.gender as 'female' | 'male' | 'other' | 'unspecified') : null,
        postalCode: row.postalCode,
        country: row.country,
        consumerType: row.consumerType,
        ...(options.programmes ?? { identity: [] }),
        addresses: [...(options.addresses ?? [])],
        isEmployeeDiscountTCAccepted: row.employeeTermsAccepted,
      },
      isLoyaltyMember: row.isLoyaltyMember,
      loyaltyOptInDate: row.loyaltyOptInAt?.toISOString() ?? null,
      ...(options.includeLoyaltySummary ? { loyaltySummary: { points: { balance: 0 } } } : {}),
      preferences: row.preferences,
      subscriptions: [...(options.subscriptions ?? [])],
      isPartiallyEnrolled: isPartiallyEnrolled(row),
    },
  };
}
