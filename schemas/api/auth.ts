import { z } from 'zod';
import { text } from '../text';
import { codeVerifierSchema, guestObjectsSchema } from './consumer';

/**
 * `POST /token/v2/auth/token` (spec 000 §7): `Guest` makes a new guest; a `refreshToken` renews a holder's tokens;
 * `Registered` exchanges a sign-in's `authorizationCode` and its PKCE `codeVerifier`, merging `guestObjects`.
 */
export const tokenRequestSchema = z.object({
  type: z.enum(['Guest', 'Registered']),
  refreshToken: text().min(16).max(200).optional(),
  authorizationCode: text().max(500).optional(),
  codeVerifier: codeVerifierSchema.optional(),
  guestObjects: guestObjectsSchema.optional(),
});

export const tokenResponseSchema = z.object({
  accessToken: text(),
  refreshToken: text(),
  tokenType: z.enum(['Guest', 'Registered']),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  /** The holder's open cart, null until one exists. */
  basketId: text().nullable(),
  /** A consumer's number (Registered tokens). */
  consumerNo: text().optional(),
  /** EMPLOYEE for an employee's sign-in (spec 000 §3 Auth). */
  consumerType: z.enum(['REGULAR', 'EMPLOYEE']).optional(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
  /** The guest's cart was merged into the account's (spec 000 §4). */
  merged: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
