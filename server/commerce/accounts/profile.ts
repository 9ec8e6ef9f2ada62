import type { z } from 'zod';
import { siteForLocale } from '../../../runtime/core';
import { checkBirthDate, type SavedAddress, type updateProfileBodySchema } from '../../../schemas';
import type { ConsumerRow } from '../../db/index';
import { normaliseConsumerPhone } from './contact';
import { accountErrors } from './errors';
import { profileOf, type ProfileSubscription } from './profile-answer';
import type { ProgrammeDetails } from './programmes';
import { uniqueViolationOf, type ConsumerChange, type ConsumersRepository } from './repository';

type ProfileChange = z.output<typeof updateProfileBodySchema>['consumerProfile'];

/** Spec 000 §5: "basic-info update does nothing if all fields are empty": an empty string is a field not given. */
const given = <T>(value: T | undefined): value is T => value !== undefined && value !== '';

/**
 * The signed-in consumer's profile (spec 000 §3, §7): read, and changed field by field — only the fields given change,
 * the phone is normalised to international form (AUT444 when another account has it), the e-mail (the sign-in name)
 * never changes here.
 */
export function createProfiles(deps: {
  consumers: ConsumersRepository;
  now: () => Date;
  /** The consumer's saved addresses, the profile's address list. */
  addressesOf: (consumerId: string) => Promise<SavedAddress[]>;
  /** The consumer's newsletter and SMS subscriptions (`server/commerce/subscriptions`). */
  subscriptionsOf: (consumerId: string) => Promise<ProfileSubscription[]>;
  /** The consumer's spend programmes and identities (`programmes.ts`). */
  programmesOf: (consumerId: string, currency?: string) => Promise<ProgrammeDetails>;
}) {
  /** The profile; read on a site (`locale`), the programmes kept in its currency only. */
  const answer = async (consumer: ConsumerRow, includeLoyaltySummary: boolean, locale?: string) => {
    const currency = locale === undefined ? undefined : siteForLocale(locale)?.locale.currency;
    const [addresses, subscriptions, programmes] = await Promise.all([
      deps.addressesOf(consumer.id),
      deps.subscriptionsOf(consumer.id),
      deps.programmesOf(consumer.id, currency),
    ]);
    return profileOf(consumer, { includeLoyaltySummary, addresses, subscriptions, programmes });
  };
  return {
    get: answer,

    async update(consumer: ConsumerRow, change: ProfileChange, locale?: string) {
      const details = change.consumerDetails ?? {};
      const next: ConsumerChange = {};
      if (given(details.firstName)) next.firstName = details.firstName;
      if (given(details.lastName)) next.lastName = details.lastName;
      if (given(details.birthDate)) {
        const issue = checkBirthDate(details.birthDate, consumer.country, deps.now());
        if (issue?.age !== undefined) throw accountErrors.tooYoung(issue.age);
        if (issue) throw accountErrors.birthDateInvalid(issue.key);
        next.birthDate = details.birthDate;
      }
      if (given(details.gender)) next.gender = details.gender;
      if (given(details.postalCode)) next.postalCode = details.postalCode;
      if (given(details.phone)) {
        const phone = normaliseConsumerPhone(details.phone, details.phoneCode, consumer.country, 'body.consumerProfile.consumerDetails.phone');
        if (phone.phone !== consumer.phone && phone.phone !== null && (await deps.consumers.phoneTaken(phone.phone, consumer.id)))
          throw accountErrors.phoneInUse();
        Object.assign(next, phone);
      }
      const preferences = change.preferences;
      if (preferences && (preferences.interests !== undefined || preferences.preferredShoeSize !== undefined))
        next.preferences = {
          interests: preferences.interests ?? consumer.preferences.interests,
          preferredShoeSize: preferences.preferredShoeSize === undefined ? consumer.preferences.preferredShoeSize : preferences.preferredShoeSize,
        };
      if (Object.keys(next).length === 0) return answer(consumer, false, locale);
      try {
        return await answer(await deps.consumers.update(consumer.id, next), false, locale);
      } catch (error) {
        // Another account took the phone between the check and the write.
        if (uniqueViolationOf(error) === 'consumers_phone_key') throw accountErrors.phoneInUse();
        throw error;
      }
    },
  };
}
