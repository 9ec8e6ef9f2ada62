import { z } from 'zod';
import { commonBlockFields, text } from '../../schemas/primitives';

/** Where the form sits: on the page, or behind a button in a dialog. */
export const signInPresentations = ['page', 'dialog'] as const;

/**
 * Sign-in form (spec 001 §3 "Sign-in form"): e-mail and password, the storefront's own form. In a dialog, "forgot
 * password" opens its own dialog; on the page it goes to `/forgot-password`. A create-account link shows while new
 * sign-ups are open. A signed-in shopper sees who they are signed in as instead.
 */
export const signInFormSchema = z.object({
  ...commonBlockFields,
  type: z.literal('signInForm'),
  presentation: z.enum(signInPresentations).default('page'),
  /** The button that opens the dialog; the catalogue's "Sign in" when unset. */
  openLabel: text().optional(),
});
export type SignInFormBlock = z.infer<typeof signInFormSchema>;
