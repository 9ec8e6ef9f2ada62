import { z } from 'zod';
import { commonBlockFields } from '../../schemas/primitives';

/**
 * The newsletter form (spec 001 "Newsletter footer form"; "Newsletter: email required and formatted; policy checkbox
 * required"): a title and text above an e-mail field and the privacy policy's checkbox. Subscribing mails a
 * confirmation link (double opt-in).
 */
export const newsletterFormSchema = z.object({
  ...commonBlockFields,
  type: z.literal('newsletterForm'),
  /** Which list: the newsletter, or the loyalty programme's. */
  subscriptionType: z.enum(['Newsletter', 'LoyaltyNewsletter']).optional(),
});
export type NewsletterFormBlock = z.infer<typeof newsletterFormSchema>;
