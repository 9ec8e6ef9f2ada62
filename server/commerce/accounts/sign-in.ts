import type { Database } from '../../db/index';
import { signInGuard, verifyNoAccount, verifyPassword } from '../../platform/sign-in/index';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import { CODE_SECONDS, type SecretsRepository } from './codes';
import { accountErrors } from './errors';
import { AGENT_SIGN_IN, CONSUMER_SIGN_IN } from './lockout';
import { normalizeEmail, type ConsumersRepository } from './repository';

export interface SignInInput {
  readonly username: string;
  readonly password: string;
  readonly codeChallenge: string;
  readonly recaptcha_response?: string | undefined;
}

/** A sign-in's answer: the code to exchange with its verifier (`POST /token/v2/auth/token`), and for how long. */
export interface SignInCode {
  readonly authorizationCode: string;
  readonly expiresIn: number;
}

/**
 * Sign-in (spec 000 §4, §7): the captcha, then the lockout, then the password; a single-use code bound to the PKCE
 * challenge. `agent` is the employee sign-in: only a consumer of type EMPLOYEE passes it, anyone else is refused as a
 * wrong password would be. An unknown e-mail runs the same queries, the same argon2 cost and the same counting as a
 * known one, so neither the answer nor its timing says which e-mails have accounts.
 */
export function createSignIn(deps: {
  db: Database;
  consumers: ConsumersRepository;
  secrets: SecretsRepository;
  captcha: CaptchaVerifier;
  now: () => Date;
}) {
  const guards = { consumer: signInGuard(deps.db, CONSUMER_SIGN_IN), agent: signInGuard(deps.db, AGENT_SIGN_IN) };

  return async function signIn(kind: 'consumer' | 'agent', input: SignInInput, address: string): Promise<SignInCode> {
    if (!(await deps.captcha.verify(input.recaptcha_response, 'login'))) throw accountErrors.captchaFailed();
    const at = deps.now();
    const guard = guards[kind];
    const attempt = { email: normalizeEmail(input.username), address, knownDevice: false };
    const wait = await guard.waitFor(attempt, at);
    if (wait > 0) throw accountErrors.stillLocked(wait);
    const consumer = await deps.consumers.byEmail(attempt.email);
    const valid = consumer ? await verifyPassword(consumer.passwordHash, input.password) : await verifyNoAccount(input.password);
    if (!consumer || !valid || (kind === 'agent' && consumer.consumerType !== 'EMPLOYEE')) {
      const verdict = await guard.failed(attempt, at);
      if (verdict.outcome === 'wait') throw accountErrors.lockedNow(verdict.waitMs);
      throw verdict.outcome === 'last-attempt' ? accountErrors.lastAttempt() : accountErrors.invalidCredentials();
    }
    await guard.succeeded(attempt);
    return { authorizationCode: await deps.secrets.issueCode(consumer.id, input.codeChallenge, at), expiresIn: CODE_SECONDS };
  };
}

/** The employee sign-in's and the consumer's; a reset forgets both counts. */
export const forgetLockouts = async (db: Database, email: string): Promise<void> => {
  await signInGuard(db, CONSUMER_SIGN_IN).forgetAccount(email);
  await signInGuard(db, AGENT_SIGN_IN).forgetAccount(email);
};
