import type { ConsumerProfile } from '../../schemas';
import { captchaToken } from '../account/captcha';
import type { UpdateProfileBody } from '../account/profile-body';
import { commerce, credentialCalls } from '../commerce';

/** The enrollment's first step (spec 000 §2): whether the e-mail has an account, asked with a captcha token. */
export async function lookUpEmail(email: string, locale: string): Promise<{ email: string; accountExists: boolean }> {
  return credentialCalls.call('GET /consumers-v3/consumer/lookup', {
    query: { email, recaptcha_response: await captchaToken('lookup'), locale },
  });
}

/** The signed-in shopper's profile (the mobile and profile steps start from it). */
export async function loadProfile(locale: string): Promise<ConsumerProfile> {
  return (await commerce.call('GET /consumers-v3/consumer/profile', { query: { locale } })).consumerProfile;
}

/** `PUT /consumers-v3/consumer/profile` with only what a step changes; answers the profile as saved. */
export async function updateProfile(locale: string, body: UpdateProfileBody): Promise<ConsumerProfile> {
  return (await commerce.call('PUT /consumers-v3/consumer/profile', { query: { locale }, body })).consumerProfile;
}
