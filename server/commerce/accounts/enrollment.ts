import type { z } from 'zod';
import type { createProfileBodySchema, Enrollment, UserData } from '../../../schemas';
import type { ConsumerRow } from '../../db/index';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import { siteOfLocale } from './contact';
import { accountErrors } from './errors';
import { isPartiallyEnrolled, profileOf } from './profile-answer';
import type { createProfiles } from './profile';
import { normalizeEmail, type ConsumersRepository } from './repository';

type ProfileChange = z.output<typeof createProfileBodySchema>['consumerProfile'];

/** What a complete profile holds besides the e-mail (spec 000 §4's partially-enrolled rule, the other way round). */
const FULL_PROFILE = ['firstName', 'lastName', 'phone', 'postalCode', 'birthDate'] as const;
const DETAILS = 'body.consumerProfile.consumerDetails';

/**
 * The enrollment's calls (spec 000 §2 "Enrollment flow", §7): whether an e-mail has an account (its first step, for a
 * visitor), a consumer's details with what they are enrolled in, and "create profile", which completes a partially
 * enrolled consumer's profile.
 */
export function createEnrollment(deps: { consumers: ConsumersRepository; profiles: ReturnType<typeof createProfiles>; captcha: CaptchaVerifier }) {
  return {
    /**
     * `GET /consumers-v3/consumer/lookup`: tells a visitor whether to sign in or sign up. It says whether an e-mail
     * has an account, so it asks a captcha and its rate limit is the tightest of the accounts' (docs/decisions.md).
     */
    async lookup(email: string, captchaToken: string | undefined) {
      if (!(await deps.captcha.verify(captchaToken, 'lookup'))) throw accountErrors.captchaFailed('query.recaptcha_response');
      const normal = normalizeEmail(email);
      return { email: normal, accountExists: (await deps.consumers.byEmail(normal)) !== undefined };
    },

    /** `POST /consumers-v3/consumer/retrieveUserData`: only the signed-in consumer's own id and e-mail answer. */
    userData(consumer: ConsumerRow, consumerId: string, email: string): UserData {
      if (consumerId !== consumer.id || normalizeEmail(email) !== consumer.email) throw accountErrors.profileNotFound();
      return {
        consumerDetails: profileOf(consumer, { includeLoyaltySummary: false }).consumerProfile.consumerDetails,
        enrollments: enrollmentsOf(consumer),
      };
    },

    /**
     * `POST /consumers-v3/consumer/profile`: the given fields as an update would check and write them, refused before
     * anything is written when the profile would still miss one (the birth date with PRO411, as sign-up) or is
     * complete already (409: PUT changes a complete profile).
     */
    async complete(consumer: ConsumerRow, change: ProfileChange, locale: string | undefined) {
      // The locale names the site whose rules apply, as for every account call: an unknown one is refused first.
      siteOfLocale(locale);
      if (!isPartiallyEnrolled(consumer)) throw accountErrors.profileComplete();
      const details = change.consumerDetails ?? {};
      for (const field of FULL_PROFILE) {
        const value = details[field] ?? consumer[field];
        if (value !== null && value !== undefined && value !== '') continue;
        if (field === 'birthDate') throw accountErrors.birthDateRequired();
        throw accountErrors.profileFieldRequired(`${DETAILS}.${field}`);
      }
      await deps.profiles.update(consumer, change);
      return { consumerId: consumer.id };
    },
  };
}

/** The programmes a consumer is in: the account (complete or partial, since sign-up) and loyalty (since opting in). */
function enrollmentsOf(consumer: ConsumerRow): Enrollment[] {
  const account: Enrollment = {
    program: 'account',
    status: isPartiallyEnrolled(consumer) ? 'partial' : 'complete',
    enrolledAt: consumer.createdAt.toISOString(),
  };
  const loyalty: Enrollment[] =
    consumer.isLoyaltyMember && consumer.loyaltyOptInAt
      ? [{ program: 'loyalty', status: 'complete', enrolledAt: consumer.loyaltyOptInAt.toISOString() }]
      : [];
  return [account, ...loyalty];
}
