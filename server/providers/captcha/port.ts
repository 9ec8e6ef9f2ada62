/**
 * The captcha port: what the store asks of a bot-protection provider. The storefront runs the provider's script with
 * an action (spec 000 §7: `login`, `register`) and sends its token as `recaptcha_response`; the server asks the
 * provider whether that token is a person's. The sandbox (./sandbox.ts) is one implementation; a real provider is
 * another adapter of this interface.
 */

/** What the token was made for: the provider's action names. */
export type CaptchaAction = 'login' | 'register' | 'forgot_password' | 'contact_us' | 'lookup' | 'save_card' | 'subscribe';

export interface CaptchaVerifier {
  /** Whether the token passes for this action; a missing token never does. */
  verify(token: string | undefined, action: CaptchaAction): Promise<boolean>;
}
