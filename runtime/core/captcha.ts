/**
 * The captcha token a sign-in, a sign-up, a reset-link request or a visitor's subscription carries (`recaptcha_response`, spec 000 §7: "a
 * captcha script is run with actions login and register"). The sandbox verifier passes `test-pass`; a real
 * captcha's script replaces this one function and nothing else changes.
 */
export type CaptchaAction = 'login' | 'register' | 'forgot' | 'contact' | 'save_card' | 'subscribe' | 'lookup';

export type CaptchaSource = (action: CaptchaAction) => Promise<string>;

let source: CaptchaSource = () => Promise.resolve('test-pass');

/** A token for `action`, from whatever source is installed. */
export const captchaToken = (action: CaptchaAction): Promise<string> => source(action);

/** Installs the site's captcha (its script's `execute`), for every form after it. */
export function setCaptchaSource(next: CaptchaSource): void {
  source = next;
}
