import { z } from 'zod';
import { text } from '../text';
import { addressFields, byCountryRules, emailSchema } from './address';

/*
 * A consumer's saved addresses (spec 000 §3 "Address", §4 "Addresses", §7 `POST /address`, `PUT` and `DELETE
 * /address/{addressId}`): the checkout's fields and country rules (one source of rules for checkout and account),
 * with the kind (S shipping, B billing) and the main flag.
 */

/** The most addresses one consumer keeps (docs/decisions.md "Accounts: saved addresses"). */
export const MAX_SAVED_ADDRESSES = 20;

export const approachTypes = ['S', 'B'] as const;
export type ApproachType = (typeof approachTypes)[number];

/** An address as the shopper sends it: its country's rules checked, the phone in international form. */
export const savedAddressInputSchema = addressFields
  .extend({
    approachType: z.enum(approachTypes, { message: 'form.required' }).optional().default('S'),
    /** Make it the main address of its kind (the other one's flag is cleared); the first of a kind is main anyway. */
    main: z.boolean().optional(),
    email: emailSchema.optional(),
    subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
  })
  .transform((address, context) => byCountryRules(address, context));
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

/** `POST /consumers-v3/consumer/address` and `PUT …/address/{addressId}`. */
export const savedAddressBodySchema = z.object({ address: savedAddressInputSchema });
export const addressParamsSchema = z.object({ addressId: text().min(1).max(100) });
export const addressCreatedSchema = z.object({ addressId: text() });

/** A saved address as the profile answers it (spec 000 §3 "Address"). */
export const savedAddressSchema = z.object({
  id: text(),
  addressId: text(),
  approachType: z.enum(approachTypes),
  main: z.boolean(),
  firstName: text(),
  lastName: text(),
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  province: text(),
  postalCode: text(),
  /** The country's code, as `countryCode` (the checkout's forms call the code `country`). */
  country: text(),
  countryCode: text(),
  phone: text(),
  phoneCode: text(),
  recipientContactPhone: text(),
  email: text().nullable(),
  shippingId: text().nullable(),
  isValidated: z.boolean(),
  subscriptions: z.object({ newsletterConsent: z.boolean() }),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressAnswerSchema = z.object({ address: savedAddressSchema });
