/** The captcha's token source lives in the runtime, so blocks (the newsletter form) and the account's forms share it. */
export { captchaToken, setCaptchaSource, type CaptchaAction, type CaptchaSource } from '../../runtime/core';
