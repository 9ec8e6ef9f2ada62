import { z } from 'zod';
import { text } from '../text';
import { EMAIL_MAX, emailSchema, NAME_MAX, NAME_MIN } from './address';
import { savedAddressSchema } from './saved-address';

/*
 * A consumer's identity and profile (spec 000 §3 "Consumer profile", §5, §7 Authentication and Consumer): the
 * rules a shopper's forms and the server share. Issue messages are message keys (`form.*`), as the checkout's.
 */

/** Spec 000 §5 and §9: at least 8 characters, one digit, one upper-case and one lower-case letter. */
export const PASSWORD_MIN = 8;
/** The longest password taken: a longer one is refused before it is hashed (argon2id). */
export const PASSWORD_MAX = 128;

/**
 * The youngest a consumer may be, by country (spec 000 §5 "not later than today minus the minimal age for the
 * country"; the table is Tessera's, docs/decisions.md): the age at which each country lets a child consent to an
 * online service's use of their data on their own.
 */
export const MINIMUM_AGE: Readonly<Record<string, number>> = { US: 13, CA: 13, GB: 13, FR: 15, DE: 16 };
export const DEFAULT_MINIMUM_AGE = 16;
/** The earliest birth date taken (spec 000 §5 "not before a minimum date"). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A country's minimal age. */
export const minimumAgeOf = (country: string | undefined): number => MINIMUM_AGE[country ?? ''] ?? DEFAULT_MINIMUM_AGE;

/** The latest birth date of someone `age` years old on `today` (YYYY-MM-DD): today, that many years ago. */
export function latestBirthDate(age: number, today: Date): string {
  const y = today.getUTCFullYear() - age;
  const m = today.getUTCMonth();
  // 29 February of a year without one is 28 February.
  const day = Math.min(today.getUTCDate(), new Date(Date.UTC(y, m + 1, 0)).getUTCDate());
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether a YYYY-MM-DD string names a real day. */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const typed = () => text('form.textInvalid');

/** A new password, by spec 000 §5's rules: each rule its own message. */
export const newPasswordSchema = typed()
  .min(PASSWORD_MIN, 'form.passwordLength')
  .max(PASSWORD_MAX, 'form.tooLong')
  .regex(/\d/, 'form.passwordNumber')
  .regex(/\p{Lu}/u, 'form.passwordUpper')
  .regex(/\p{Ll}/u, 'form.passwordLower');

/** A password typed to sign in: required, never checked against the rules (an old account's may predate them). */
export const signInPasswordSchema = typed().min(1, 'form.required').max(PASSWORD_MAX, 'form.tooLong');

const NAME = /^[\p{L}\p{M} ,.'’-]+$/u;
const optionalName = typed().trim().min(NAME_MIN, 'form.tooShort').max(NAME_MAX, 'form.tooLong').regex(NAME, 'form.nameInvalid');

/** YYYY-MM-DD, a real day (the age rule needs the country: see `checkBirthDate`). */
export const birthDateSchema = typed().regex(DATE, 'form.dateInvalid').refine(isCalendarDate, 'form.dateInvalid');

/**
 * Spec 000 §5's birth-date rule: not before 1900, not later than today minus the country's minimal age. `null`
 * when it holds, else the issue's key (`form.tooYoung` carries the age).
 */
export function checkBirthDate(value: string, country: string | undefined, today: Date): { key: string; age?: number } | null {
  if (!isCalendarDate(value)) return { key: 'form.dateInvalid' };
  if (value < EARLIEST_BIRTH_DATE) return { key: 'form.dateTooEarly' };
  const age = minimumAgeOf(country);
  if (value > latestBirthDate(age, today)) return { key: 'form.tooYoung', age };
  return null;
}

/** PKCE (RFC 7636, spec 000 §9): the S256 challenge is the base64url SHA-256 of the verifier, 43 characters. */
export const codeChallengeSchema = text().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url SHA-256 of the code verifier (43 characters)');
/** The verifier: 43 to 128 unreserved characters (spec 000 §9: 32 random bytes, base64url, 43). */
export const codeVerifierSchema = text().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~');

export const genders = ['female', 'male', 'other', 'unspecified'] as const;

/** `POST /consumers-v3/auth/signup` (spec 000 §7). */
export const signUpBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: optionalName.optional(),
  lastName: optionalName.optional(),
  birthDate: birthDateSchema.optional(),
  phone: typed().trim().max(30, 'form.tooLong').optional(),
  phoneCode: typed().trim().max(6, 'form.tooLong').optional(),
  gender: z.enum(genders, { message: 'form.required' }).optional(),
  postalCode: typed().trim().max(12, 'form.tooLong').optional(),
  brandTerms: z.boolean().optional(),
  isTermsConfirmed: z.boolean().optional(),
  isTemporaryPassword: z.boolean().optional(),
  subscriptions: z
    .object({
      newsletterConsent: z.boolean().optional(),
      loyaltyConsent: z.boolean().optional(),
      smsNotificationConsent: z.boolean().optional(),
      loyaltyEnrollment: z.enum(['Full']).optional(),
      loyaltyNewsletterConsent: z.boolean().optional(),
    })
    .optional(),
  source: z
    .object({ store: text().max(40).optional(), acquisitionType: z.enum(['Registered']).optional(), campaignName: text().max(120).optional() })
    .optional(),
  recaptcha_response: text().max(4000).optional(),
  termsConditionsAndPolicy: z.boolean().optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signUpAnswerSchema = z.object({ consumerId: text(), email: text() });

/** `POST /consumers-v3/auth/signin` (spec 000 §7): a single-use authorization code bound to the PKCE challenge. */
export const signInBodySchema = z.object({
  type: z.literal('Registered'),
  username: typed().trim().min(1, 'form.required').max(EMAIL_MAX, 'form.tooLong'),
  password: signInPasswordSchema,
  codeChallenge: codeChallengeSchema,
  recaptcha_response: text().max(4000).optional(),
});
export const signInAnswerSchema = z.object({
  authorizationCode: text(),
  /** Seconds the code may be exchanged. */
  expiresIn: z.number().int(),
});

/** `POST /consumers-v3/consumer/agent/login`: an employee's sign-in (consumerType EMPLOYEE). */
export const agentSignInBodySchema = signInBodySchema;

/**
 * `PUT /consumers-v3/consumer/employee-terms` (docs/decisions.md "Employee-discount terms and spend banners"): the
 * signed-in employee accepts the employee-discount terms (spec 000 §4); accepting again keeps the first time.
 */
export const employeeTermsBodySchema = z.object({ accepted: z.literal(true, { message: 'form.required' }) });
export const employeeTermsAnswerSchema = z.object({ isEmployeeDiscountTCAccepted: z.literal(true), acceptedAt: text() });

/** What a guest brings to the token exchange (spec 000 §4): merged into the account's. */
export const guestObjectsSchema = z.object({
  basketId: text().max(100).optional(),
  favoriteId: text().max(100).optional(),
  saveForLaterId: text().max(100).optional(),
  orderNo: text().max(40).optional(),
  st: text().max(200).optional(),
  action: z.enum(['postLogin']).optional(),
});
export type GuestObjects = z.infer<typeof guestObjectsSchema>;

/** `POST /consumers-v3/consumer/auth/signout`: revokes the refresh token's family. */
export const signOutBodySchema = z.object({ refreshToken: text().min(16).max(200) });

/** `POST /consumers-v3/consumer/changepassword` (AUT450 wrong current password, AUT451/452 same as before). */
export const changePasswordBodySchema = z.object({ currentPassword: signInPasswordSchema, newPassword: newPasswordSchema });

/** `POST /consumers-v3/confirmforgotpassword`: mails a reset link when the e-mail has an account (same answer either way). */
export const forgotPasswordBodySchema = z.object({ email: emailSchema, recaptcha_response: text().max(4000).optional() });

/** `POST /consumers-v3/consumer/resetpassword`: the link's token and the new password (AUT402 when the link expired). */
export const resetPasswordBodySchema = z.object({ token: text().min(16).max(200), newPassword: newPasswordSchema });

export const subscriptionSchema = z.object({
  channel: z.enum(['email', 'sms']),
  type: z.enum(['Newsletter', 'LoyaltyNewsletter']),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  recipient: text(),
  country: text(),
  region: text().optional(),
  optinDate: text().optional(),
  optoutDate: text().optional(),
});

/** Spend against a programme's cap or credit (spec 000 §3), in minor units of the site's currency. */
const spendSchema = z.object({ currentSpend: z.number().int(), annualCap: z.number().int().optional(), annualCredit: z.number().int().optional() });

export const consumerDetailsSchema = z.object({
  consumerId: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  birthDate: text().nullable(),
  phone: text().nullable(),
  phoneCode: text().nullable(),
  gender: z.enum(genders).nullable(),
  postalCode: text().nullable(),
  country: text(),
  consumerType: z.enum(['REGULAR', 'EMPLOYEE']),
  employee: spendSchema.optional(),
  athlete: spendSchema.optional(),
  prosumer: spendSchema.optional(),
  identity: z.array(z.object({ type: text() })),
  /** The saved addresses (spec 000 §3 "address list"), main ones first, then oldest first. */
  addresses: z.array(savedAddressSchema),
  isEmployeeDiscountTCAccepted: z.boolean(),
});

export const preferencesSchema = z.object({
  /** Pipe-separated (spec 000 §3, §9). */
  interests: text().max(500),
  preferredShoeSize: text().max(10).nullable(),
});

/** `GET /consumers-v3/consumer/profile`'s answer. */
export const consumerProfileSchema = z.object({
  consumerProfile: z.object({
    consumerDetails: consumerDetailsSchema,
    isLoyaltyMember: z.boolean(),
    loyaltyOptInDate: text().nullable(),
    loyaltySummary: z.object({ points: z.object({ balance: z.number().int() }) }).optional(),
    preferences: preferencesSchema,
    subscriptions: z.array(subscriptionSchema),
    /** Spec 000 §4: an e-mail but no phone, first or last name, postal code or birth date. */
    isPartiallyEnrolled: z.boolean(),
  }),
});
export type ConsumerProfile = z.infer<typeof consumerProfileSchema>['consumerProfile'];

export const profileQuerySchema = z.object({ includeLoyaltySummary: z.enum(['true', 'false']).optional(), locale: text().optional() });

/** `PUT /consumers-v3/consumer/profile`: the fields given change; the e-mail is the sign-in name and does not. */
export const updateProfileBodySchema = z.object({
  consumerProfile: z.object({
    consumerDetails: z
      .object({
        firstName: optionalName.optional(),
        lastName: optionalName.optional(),
        birthDate: birthDateSchema.optional(),
        phone: typed().trim().max(30, 'form.tooLong').optional(),
        phoneCode: typed().trim().max(6, 'form.tooLong').optional(),
        gender: z.enum(genders, { message: 'form.required' }).optional(),
        postalCode: typed().trim().max(12, 'form.tooLong').optional(),
      })
      .optional(),
    preferences: z.object({ interests: text().max(500).optional(), preferredShoeSize: text().max(10).nullable().optional() }).optional(),
  }),
});

/**
 * `POST /consumers-v3/consumer/profile` ("create profile", spec 000 §7): completes a partially enrolled consumer's
 * profile (the "complete profile" step of enrollment): the fields of an update, and every one of a full profile must
 * be there once it is applied.
 */
export const createProfileBodySchema = updateProfileBodySchema;
export const createProfileAnswerSchema = z.object({ consumerId: text() });

/** `POST /consumers-v3/consumer/retrieveUserData`: the signed-in consumer, named by id and e-mail. */
export const retrieveUserDataBodySchema = z.object({ consumerId: text().max(80), email: emailSchema });
/** One programme a consumer is enrolled in: the account itself (complete or partial) and the loyalty programme. */
export const enrollmentSchema = z.object({
  program: z.enum(['account', 'loyalty']),
  status: z.enum(['complete', 'partial']),
  enrolledAt: text(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
export const userDataAnswerSchema = z.object({ consumerDetails: consumerDetailsSchema, enrollments: z.array(enrollmentSchema) });
export type UserData = z.infer<typeof userDataAnswerSchema>;

/** `GET /consumers-v3/consumer/lookup`: the enrollment's first step asks whether an e-mail has an account. */
export const lookupQuerySchema = z.object({
  email: emailSchema,
  recaptcha_response: text().max(4000).optional(),
  locale: text().max(20).optional(),
});
export const lookupAnswerSchema = z.object({ email: text(), accountExists: z.boolean() });

/** The browser's sign-in (`POST /fapi/session/signin`): the token exchange whose tokens stay in HttpOnly cookies. */
export const sessionSignInBodySchema = z.object({
  authorizationCode: text().max(500),
  codeVerifier: codeVerifierSchema,
  guestObjects: guestObjectsSchema.optional(),
});
