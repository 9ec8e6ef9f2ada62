import { z } from 'zod';
import { commonBlockFields } from '../../schemas/primitives';

/**
 * The SMS subscription form (spec 001 "newsletter and SMS subscription forms", "SMS opt-in"): a title and text above a
 * mobile number and the SMS consent, given through the SMS terms dialog. Visitors subscribe; signed-in shoppers update
 * their own subscription.
 */
export const smsSubscriptionSchema = z.object({
  ...commonBlockFields,
  type: z.literal('smsSubscription'),
});
export type SmsSubscriptionBlock = z.infer<typeof smsSubscriptionSchema>;
