import { z } from 'zod';

/** `POST /token/v2/auth/token` (spec 000 §7): a new guest, or a refresh; the sign-in fields come with accounts. */
export const tokenRequestSchema = z.object({
  type: z.enum(['Guest', 'Registered']),
  refreshToken: z.string().min(16).max(200).optional(),
  authorizationCode: z.string().max(500).optional(),
  codeVerifier: z.string().max(200).optional(),
  guestObjects: z.record(z.string(), z.unknown()).optional(),
});

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.enum(['Guest', 'Registered']),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  /** The holder's open cart, null until one exists. */
  basketId: z.string().nullable(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
