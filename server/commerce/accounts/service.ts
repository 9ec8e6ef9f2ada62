import type { ConsumerRow, Database } from '../../db/index';
import { createAddresses } from '../addresses/service';
import { createSubscriptions } from '../subscriptions/service';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import type { Mailer } from '../../providers/mail/port';
import type { AuthService, TokenHolder } from '../auth/index';
import { secretsRepository } from './codes';
import { accountErrors } from './errors';
import { createPasswords } from './passwords';
import { createEnrollment } from './enrollment';
import { createProfiles } from './profile';
import { programmesRepository } from './programmes';
import { consumersRepository } from './repository';
import { createSignIn } from './sign-in';
import { createSignUp } from './sign-up';
import { createTokenExchange } from './token-exchange';

export interface AccountServiceOptions {
  readonly auth: AuthService;
  readonly captcha: CaptchaVerifier;
  readonly mailer: Mailer;
  /** The store's public origin: the reset link's. */
  readonly publicUrl: string;
  /** The holder's open cart id, for the sign-in's `basketId`. */
  readonly openCartOf: (holderId: string) => Promise<string | null>;
  /** The clock (tests move it: lockouts, code and link expiry, the age rule). */
  readonly now?: () => Date;
  readonly onError?: (error: unknown, what: string) => void;
}

/**
 * Consumers' accounts (spec 000 §4, §7, §8): sign-up, sign-in and the employees' sign-in (PKCE codes), the token
 * exchange with the guest's objects, passwords and the profile. Knows no Fastify; the routes check the tokens.
 */
export function createAccountService(db: Database, options: AccountServiceOptions) {
  const now = options.now ?? (() => new Date());
  const consumers = consumersRepository(db);
  const secrets = secretsRepository(db);
  const { auth, captcha } = options;
  const signIn = createSignIn({ db, consumers, secrets, captcha, now });
  const addresses = createAddresses(db);
  const subscriptions = createSubscriptions(db, {
    captcha,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    now,
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const programmes = programmesRepository(db, now);
  const profiles = createProfiles({
    consumers,
    now,
    programmesOf: (consumerId, currency) => programmes.detailsOf(consumerId, currency),
    addressesOf: addresses.listOf,
    subscriptionsOf: async (consumerId) => (await subscriptions.stateOf(consumerId)).subscriptions,
  });
  return {
    signUp: createSignUp({ consumers, captcha, now, subscriptions }),
    signIn,
    exchange: createTokenExchange({ db, auth, consumers, secrets, openCartOf: options.openCartOf, now }),
    passwords: createPasswords({
      db,
      auth,
      consumers,
      secrets,
      captcha,
      mailer: options.mailer,
      publicUrl: options.publicUrl,
      now,
      onError: options.onError ?? (() => undefined),
    }),
    profiles,
    /** The enrollment's calls: lookup, a consumer's data and enrollments, create (complete) profile. */
    enrollment: createEnrollment({ consumers, profiles, captcha }),
    /** The saved addresses (spec 000 §4 "Addresses"). */
    addresses,
    /** Newsletter and SMS subscriptions, notification preferences (spec 000 §3 "Subscription"). */
    subscriptions,

    /** Spec 000 §4: the signed-in employee accepts the employee-discount terms (EMP403 for anyone else). */
    async acceptEmployeeTerms(consumer: ConsumerRow) {
      const accepted = await programmes.acceptEmployeeTerms(consumer.id);
      if (!accepted?.employeeTermsAcceptedAt) throw accountErrors.employeesOnly();
      return { isEmployeeDiscountTCAccepted: true as const, acceptedAt: accepted.employeeTermsAcceptedAt.toISOString() };
    },

    /**
     * The signed-in consumer a token names: 403 AUT404 for a guest's token, 401 AUT401 for a sign-in that ended
     * (signed out, a password reset), 404 AUT498 for an account that no longer exists.
     */
    async consumerOf(holder: TokenHolder) {
      if (holder.tokenType !== 'Registered') throw accountErrors.registeredOnly();
      if (holder.familyId === undefined || !(await auth.isLive(holder.familyId))) throw accountErrors.signedOut();
      const consumer = await consumers.byId(holder.holderId);
      if (!consumer || consumer.deletedAt !== null) throw accountErrors.invalidCustomer();
      return consumer;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
