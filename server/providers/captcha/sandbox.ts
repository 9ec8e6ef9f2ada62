import type { CaptchaVerifier } from './port';

/** Tokens starting with this fail in the sandbox (`fail-bot`, `fail`): how a test or a demo shows a refused captcha. */
export const SANDBOX_FAILING_PREFIX = 'fail';

/**
 * The sandbox verifier: behaves as a real provider would for a person and for a bot, without calling out. A token
 * passes unless it is missing or empty (a real provider refuses those too, and a page that skipped the script is
 * what a bot looks like) or starts with `fail`. The action is not checked: the sandbox issues no tokens of its own.
 */
export function createSandboxCaptcha(): CaptchaVerifier {
  return {
    verify: (token) => Promise.resolve(token !== undefined && token.trim() !== '' && !token.startsWith(SANDBOX_FAILING_PREFIX)),
  };
}
