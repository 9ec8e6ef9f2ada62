import { lte } from 'drizzle-orm';
import { consumerAuthCodes, consumerResetTokens, type Database } from '../../db/index';
import type { JobHandler } from '../../jobs/index';

/** The recurring job that clears sign-in codes and reset-link tokens nobody can use any more. */
export const SECRETS_EXPIRY_JOB = 'account-secrets-expiry';
/** Hourly, as the guests' expiry: a spent secret's hash outlives its use by an hour at most. */
export const SECRETS_EXPIRY_EVERY_MS = 60 * 60_000;

export interface SecretsExpiryCounts {
  readonly codes: number;
  readonly resetTokens: number;
}

/**
 * Deletes the sign-in codes (60 s) and reset-link tokens that expired by `now`, spent or not. Nothing else reads them
 * once expired: an unknown code is refused as a replayed one (AUT432), an unknown link as an expired one (AUT402). A
 * spent one is kept until it expires, so the conditional update that lets one exchange win still finds its row.
 */
export async function expireAccountSecrets(db: Database, now: Date): Promise<SecretsExpiryCounts> {
  const codes = await db.delete(consumerAuthCodes).where(lte(consumerAuthCodes.expiresAt, now)).returning({ hash: consumerAuthCodes.codeHash });
  const tokens = await db
    .delete(consumerResetTokens)
    .where(lte(consumerResetTokens.expiresAt, now))
    .returning({ hash: consumerResetTokens.tokenHash });
  return { codes: codes.length, resetTokens: tokens.length };
}

/** The recurring job's handler, reporting what it deleted. */
export function secretsExpiryJob(db: Database, log: (counts: SecretsExpiryCounts) => void = () => undefined): JobHandler {
  return async ({ now }) => {
    const counts = await expireAccountSecrets(db, now);
    if (counts.codes > 0 || counts.resetTokens > 0) log(counts);
    return undefined;
  };
}
