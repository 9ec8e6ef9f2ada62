import { z } from 'zod';
import { text } from '../text';

/** `POST /token/v2/auth/token` (spec 000 §7): a new guest, or a refresh; the sign-in fields come with accounts. */
export const tokenRequestSchema = z.object({
  type: z.enum(['Guest', 'Registered']),
  refreshToken: text().min(16).max(200).optional(),
  authorizationCode: text().max(500).optional(),
  codeVerifier: text().max(200).optional(),
  guestObjects: z.record(text(), z.unknown()).optional(),
});

export const tokenResponseSchema = z.object({
  accessToken: text(),
  refreshToken: text(),
  tokenType: z.enum(['Guest', 'Registered']),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  /** The holder's open cart, null until one exists. */
  basketId: text().nullable(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
