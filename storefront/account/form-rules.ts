import { z } from 'zod';
import {
  checkBirthDate,
  emailSchema,
  genders,
  newPasswordSchema,
  normalisePhone,
  normalisePostalCode,
  signInPasswordSchema,
  shippingCountries,
  signUpBodySchema,
  text,
  type ShippingCountry,
} from '../../schemas/forms';

/*
 * The account forms' rules: the contract's own schemas (schemas/api/consumer.ts, what the server checks) with what
 * only a form has: a required name, a repeated password, the terms box, the birth date's age by the site's country.
 * Issue messages are message keys (`form.*`), translated where they are shown.
 */

/** The contract's name rule (letters, 2 to 30), required: an empty field says so rather than "too short". */
const requiredName = text('form.textInvalid').trim().min(1, 'form.required').pipe(signUpBodySchema.shape.firstName.unwrap());

/**
 * A birth date by spec 000 §5: required where the site says so (the EMEA brand's sites), a real day, not before 1900,
 * not later than today minus the country's minimal age (`form.tooYoung`, shown with the age).
 */
const birthDate = (required: boolean, country: string, today: () => Date) =>
  text('form.textInvalid').superRefine((value, context) => {
    if (value === '') {
      if (required) context.addIssue({ code: 'custom', message: 'form.required' });
      return;
    }
    const problem = checkBirthDate(value, country, today());
    if (problem) context.addIssue({ code: 'custom', message: problem.key });
  });

export const signInSchema = z.object({ email: emailSchema, password: signInPasswordSchema });
export type SignInValues = z.output<typeof signInSchema>;

export interface SiteRules {
  readonly country: string;
  /** Spec 000 §5 "birth date: required where configured": the EMEA brand's sites. */
  readonly birthDateRequired: boolean;
  /** Today, for the age rule (a story or a test holds it still). */
  readonly today?: () => Date;
  /** Spec 001 §3 simplified sign-up: e-mail and password only (and the terms), the names left for the profile. */
  readonly simplified?: boolean;
}

const now = () => new Date();

export const signUpSchema = ({ country, birthDateRequired, today = now, simplified = false }: SiteRules) =>
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    firstName: simplified ? text().max(0).optional() : requiredName,
    lastName: simplified ? text().max(0).optional() : requiredName,
    birthDate: simplified && !birthDateRequired ? text().max(0).optional() : birthDate(birthDateRequired, country, today),
    /** The loyalty sign-up's own box (spec 001 §3 loyalty variant): joins the rewards programme with the account. */
    loyalty: z.boolean().optional(),
    newsletter: z.boolean(),
    // Spec 000 §5: "required checkboxes show a required-checkbox message".
    terms: z.boolean().refine((ticked) => ticked, 'form.termsRequired'),
  });
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;

/** A new password typed twice (FE340 when the two differ). */
const newPasswords = { newPassword: newPasswordSchema, confirmPassword: text('form.textInvalid') };
const matching = (values: { newPassword: string; confirmPassword: string }) => values.confirmPassword === values.newPassword;
const mismatch = { message: 'form.passwordMismatch', path: ['confirmPassword'] };

export const changePasswordSchema = z.object({ currentPassword: signInPasswordSchema, ...newPasswords }).refine(matching, mismatch);
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

export const resetPasswordSchema = z.object(newPasswords).refine(matching, mismatch);
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

const isShipping = (country: string): country is ShippingCountry => (shippingCountries as readonly string[]).includes(country);

/** The profile's details and preferred shoe size; optional fields left empty are not sent (and so stay as they were). */
export const profileSchema = ({ country, birthDateRequired, today = now }: SiteRules) =>
  z.object({
    firstName: requiredName,
    lastName: requiredName,
    birthDate: birthDate(birthDateRequired, country, today),
    phone: text('form.textInvalid')
      .trim()
      .max(30, 'form.tooLong')
      .refine((value) => value === '' || !isShipping(country) || normalisePhone(value, country) !== null, 'form.phoneInvalid'),
    postalCode: text('form.textInvalid')
      .trim()
      .max(12, 'form.tooLong')
      .refine((value) => value === '' || !isShipping(country) || normalisePostalCode(value, country) !== null, `form.postalInvalid.${country}`),
    gender: z.union([z.literal(''), z.enum(genders)]),
    preferredShoeSize: text('form.textInvalid').trim().max(10, 'form.tooLong'),
  });
export type ProfileValues = z.output<ReturnType<typeof profileSchema>>;
