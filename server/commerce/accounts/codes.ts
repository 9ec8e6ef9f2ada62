import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { consumerAuthCodes, consumerResetTokens, type Database } from '../../db/index';
import type { Transaction } from '../../platform/index';

/**
 * How long a sign-in code may be exchanged: the page that asked for it exchanges it at once (spec 000 §4), with room
 * for a slow network and the one retry after 2 s on 409.
 */
export const CODE_SECONDS = 60;
/** How long a password-reset link works: long enough to reach the mailbox, short enough that an old mail is useless. */
export const RESET_LINK_MS = 60 * 60_000;

/** Codes and tokens are 32 random bytes, base64url; only their SHA-256 is stored. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
export const hashOf = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** The PKCE S256 challenge of a verifier (RFC 7636): base64url of its SHA-256, as spec 000 §9 says. */
export const challengeOf = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** Sign-in codes and reset tokens: issued, then spent once by a conditional update. */
export function secretsRepository(db: Database) {
  return {
    /** A new sign-in code of a consumer, bound to the PKCE challenge the sign-in sent. */
    async issueCode(consumerId: string, codeChallenge: string, now: Date): Promise<string> {
      const code = newSecret();
      // Codes nobody exchanged are deleted as new ones are made (the index on expires_at finds them).
      await db.delete(consumerAuthCodes).where(lt(consumerAuthCodes.expiresAt, new Date(now.getTime() - CODE_SECONDS * 1000)));
      await db.insert(consumerAuthCodes).values({
        codeHash: hashOf(code),
        consumerId,
        codeChallenge,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
      });
      return code;
    },

    /**
     * Spends a sign-in code in `tx`: the conditional update (`used_at is null`) lets one exchange win; a racing one
     * waits on the row, then finds it used. A code is spent by any exchange that names it, also one whose verifier
     * is wrong (someone holding the code without its verifier is not its owner): the owner signs in again.
     * Answers the code's consumer, challenge and expiry, or undefined when it was unknown or already used.
     */
    async spendCode(tx: Transaction, code: string, now: Date) {
      const [row] = await tx
        .update(consumerAuthCodes)
        .set({ usedAt: now })
        .where(and(eq(consumerAuthCodes.codeHash, hashOf(code)), isNull(consumerAuthCodes.usedAt)))
        .returning({
          consumerId: consumerAuthCodes.consumerId,
          codeChallenge: consumerAuthCodes.codeChallenge,
          expiresAt: consumerAuthCodes.expiresAt,
        });
      return row;
    },

    /** A new reset token of a consumer (the link's `token`). */
    async issueResetToken(consumerId: string, now: Date): Promise<string> {
      const token = newSecret();
      await db
        .insert(consumerResetTokens)
        .values({ tokenHash: hashOf(token), consumerId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_MS) });
      return token;
    },

    /** The consumer a reset token names while it is unused and unexpired (read only: `spendResetToken` spends it). */
    async resetTokenConsumer(token: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ consumerId: consumerResetTokens.consumerId, expiresAt: consumerResetTokens.expiresAt })
        .from(consumerResetTokens)
        .where(and(eq(consumerResetTokens.tokenHash, hashOf(token)), isNull(consumerResetTokens.usedAt)));
      return row && row.expiresAt.getTime() > now.getTime() ? row.consumerId : undefined;
    },

    /** Spends a reset token in `tx` (one use, before it expires); the consumer it names, or undefined. */
    async spendResetToken(tx: Transaction, token: string, now: Date): Promise<string | undefined> {
      const [row] = await tx
        .update(consumerResetTokens)
        .set({ usedAt: now })
        .where(and(eq(consumerResetTokens.tokenHash, hashOf(token)), isNull(consumerResetTokens.usedAt)))
        .returning({ consumerId: consumerResetTokens.consumerId, expiresAt: consumerResetTokens.expiresAt });
      return row && row.expiresAt.getTime() > now.getTime() ? row.consumerId : undefined;
    },

    /** Every reset link of a consumer stops working (the password changed: an older link must not undo it). */
    async spendAllResetTokens(tx: Transaction, consumerId: string, now: Date): Promise<void> {
      await tx
        .update(consumerResetTokens)
        .set({ usedAt: now })
        .where(and(eq(consumerResetTokens.consumerId, consumerId), isNull(consumerResetTokens.usedAt)));
    },
  };
}

export type SecretsRepository = ReturnType<typeof secretsRepository>;
