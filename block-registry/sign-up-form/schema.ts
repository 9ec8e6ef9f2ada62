import { z } from 'zod';
import { commonBlockFields, text } from '../../schemas/primitives';

/**
 * Spec 001 §3 "Sign-up form": in a dialog (the full form behind a button), compact (the full form on the page),
 * simplified (e-mail and password only), and loyalty sign-up (a signed-in profile joins the loyalty programme).
 */
export const signUpVariants = ['dialog', 'compact', 'simplified', 'loyalty'] as const;
export type SignUpVariant = (typeof signUpVariants)[number];

/** Sign-up form: the storefront's own sign-up, its fields chosen by the variant (spec 000 §5 rules throughout). */
export const signUpFormSchema = z.object({
  ...commonBlockFields,
  type: z.literal('signUpForm'),
  variant: z.enum(signUpVariants).default('compact'),
  /** The button that opens the dialog variant; the catalogue's "Create account" when unset. */
  openLabel: text().optional(),
});
export type SignUpFormBlock = z.infer<typeof signUpFormSchema>;
