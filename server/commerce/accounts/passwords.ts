import type { Database } from '../../db/index';
import { hashPassword, verifyNoAccount, verifyPassword } from '../../platform/sign-in/index';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import type { Mailer } from '../../providers/mail/port';
import type { AuthService } from '../auth/index';
import type { SecretsRepository } from './codes';
import { siteOfLocale } from './contact';
import { accountErrors } from './errors';
import { resetPasswordMail } from './reset-mail';
import { normalizeEmail, type ConsumersRepository } from './repository';
import { forgetLockouts } from './sign-in';

/** A new password may not be the current one (AUT451) nor one of this many before it (AUT452). */
export const PASSWORD_HISTORY = 5;

/** Whether a password is one of these hashes' (each checked: argon2 salts every hash). */
async function matchesAny(hashes: readonly string[], password: string): Promise<boolean> {
  for (const hash of hashes) if (await verifyPassword(hash, password)) return true;
  return false;
}

/**
 * Passwords (spec 000 §7): a signed-in consumer's change (AUT450 wrong current, AUT451 the same, AUT452 one of the last
 * five), the forgotten-password mail (202 whatever the e-mail, in the same time) and the reset with the mail's token
 * (AUT402 when expired or used; every sign-in of the account ends and its lockouts are forgotten).
 */
export function createPasswords(deps: {
  db: Database;
  auth: AuthService;
  consumers: ConsumersRepository;
  secrets: SecretsRepository;
  captcha: CaptchaVerifier;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  onError: (error: unknown, what: string) => void;
}) {
  /** AUT451 for the current password, AUT452 for one of the earlier ones. */
  async function checkNew(consumerId: string, currentHash: string, password: string): Promise<void> {
    if (await verifyPassword(currentHash, password)) throw accountErrors.sameAsCurrent();
    if (await matchesAny(await deps.consumers.earlierHashes(consumerId, PASSWORD_HISTORY), password))
      throw accountErrors.sameAsPrevious(PASSWORD_HISTORY);
  }

  /** The new password checked against the account's current and earlier ones, then set (its reset links spent). */
  async function replace(consumerId: string, currentHash: string, password: string, revokeSignIns: boolean): Promise<void> {
    await checkNew(consumerId, currentHash, password);
    const hash = await hashPassword(password);
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      // A change racing this one (another tab) changed the hash first: this one is refused as a wrong current password.
      if (!(await deps.consumers.setPassword(tx, consumerId, currentHash, hash))) throw accountErrors.wrongCurrentPassword();
      await deps.secrets.spendAllResetTokens(tx, consumerId, at);
      if (revokeSignIns) await deps.auth.revokeHolder(tx, consumerId);
    });
  }

  return {
    async change(consumerId: string, currentPassword: string, newPassword: string): Promise<void> {
      const consumer = await deps.consumers.byId(consumerId);
      if (!consumer || consumer.deletedAt !== null) throw accountErrors.invalidCustomer();
      if (!(await verifyPassword(consumer.passwordHash, currentPassword))) throw accountErrors.wrongCurrentPassword();
      // The signed-in device keeps its sign-in: the person who changed the password is the one holding it.
      await replace(consumer.id, consumer.passwordHash, newPassword, false);
    },

    /**
     * Mails a reset link when the e-mail has an account. An unknown e-mail spends what a known one costs (a token
     * made and hashed, an argon2 verification's time): the answer and its timing never say which e-mails have accounts.
     * The mail is sent after the answer: a slow mail provider must not tell either.
     */
    async forgot(email: string, captchaToken: string | undefined, locale: string | undefined): Promise<void> {
      if (!(await deps.captcha.verify(captchaToken, 'forgot_password'))) throw accountErrors.captchaFailed();
      const site = siteOfLocale(locale);
      const consumer = await deps.consumers.byEmail(normalizeEmail(email));
      if (!consumer) {
        await verifyNoAccount(email);
        return;
      }
      const token = await deps.secrets.issueResetToken(consumer.id, deps.now());
      await verifyNoAccount(email);
      deps.mailer.send(resetPasswordMail(consumer.email, token, site, deps.publicUrl)).catch((error: unknown) => deps.onError(error, 'reset mail'));
    },

    /** Sets the password a reset link's token allows: every sign-in of the account ends, its lockouts are forgotten. */
    async reset(token: string, newPassword: string): Promise<void> {
      const at = deps.now();
      // The token is read first and spent with the new password: the argon2 checks run outside the transaction.
      const consumerId = await deps.secrets.resetTokenConsumer(token, at);
      const row = consumerId === undefined ? undefined : await deps.consumers.byId(consumerId);
      if (!row || row.deletedAt !== null) throw accountErrors.resetLinkExpired();
      await checkNew(row.id, row.passwordHash, newPassword);
      const hash = await hashPassword(newPassword);
      await deps.db.transaction(async (tx) => {
        if ((await deps.secrets.spendResetToken(tx, token, at)) !== row.id) throw accountErrors.resetLinkExpired();
        await deps.consumers.setPassword(tx, row.id, row.passwordHash, hash);
        await deps.secrets.spendAllResetTokens(tx, row.id, at);
        await deps.auth.revokeHolder(tx, row.id);
      });
      await forgetLockouts(deps.db, row.email);
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
