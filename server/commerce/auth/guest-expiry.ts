import { and, inArray, sql } from 'drizzle-orm';
import { authRefreshTokens, authTokenFamilies, cartItems, carts, favoriteItems, favoriteLists, orders, type Database } from '../../db/index';
import type { JobHandler } from '../../jobs/index';
import { ACCESS_TOKEN_SECONDS } from './service';

/** The recurring job that clears tokens nobody can use any more. */
export const GUEST_EXPIRY_JOB = 'guest-expiry';
/** It runs hourly: a guest's rows outlive their use by an hour at most, and each run has an hour's worth to delete. */
export const GUEST_EXPIRY_EVERY_MS = 60 * 60_000;
/**
 * A guest issued this long ago who never refreshed and holds nothing (no open cart with lines, no order) is gone: the
 * browser that came back would make a new guest and lose nothing. A day keeps a shopper's same-day return intact.
 */
export const UNUSED_GUEST_MS = 24 * 60 * 60_000;
/** Rows per statement: each delete stays short, whatever a flood of guests left. */
const BATCH = 1_000;

export interface GuestExpiryCounts {
  /** Token families (with their refresh tokens) whose every token expired, or revoked long enough ago. */
  readonly families: number;
  /** Guests who never came back, with their empty carts. */
  readonly guests: number;
}

/** Deletes in batches until a batch finds less than a full one; how many rows went. */
async function inBatches(run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await run();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Deletes the token rows that can no longer be used, as of `now`:
 * - families none of whose refresh tokens is still valid (each expired), and revoked families once every access
 *   token issued before the revocation has expired too: nothing of theirs can be exchanged again;
 * - guests who never came back: a guest family older than `unusedMs` whose only refresh token was never exchanged,
 *   whose holder has no open cart or saved-for-later list with lines, no favourites and no order; their empty carts
 *   and lists go with them.
 * A holder's orders are never deleted, nor a cart with lines.
 */
export async function expireGuests(db: Database, now: Date, unusedMs: number = UNUSED_GUEST_MS): Promise<GuestExpiryCounts> {
  const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
  const revokedBefore = new Date(now.getTime() - ACCESS_TOKEN_SECONDS * 1000);
  const families = await inBatches(async () => {
    const gone = await db
      .delete(authTokenFamilies)
      .where(
        sql`${authTokenFamilies.id} in (
      select candidate.family_id from (
        select distinct ${authRefreshTokens.familyId} as family_id from ${authRefreshTokens} where ${authRefreshTokens.expiresAt} <= ${at(now)}
        union select ${authTokenFamilies.id} from ${authTokenFamilies} where ${authTokenFamilies.revokedAt} <= ${at(revokedBefore)}
      ) candidate
      where not exists (
        select 1 from ${authRefreshTokens} live join ${authTokenFamilies} f on f.id = live.family_id
        where live.family_id = candidate.family_id and live.expires_at > ${at(now)} and (f.revoked_at is null or f.revoked_at > ${at(revokedBefore)})
      )
      limit ${BATCH})`,
      )
      .returning({ id: authTokenFamilies.id });
    return gone.length;
  });
  const cutoff = new Date(now.getTime() - unusedMs);
  const guests = await inBatches(async () => {
    const gone = await db
      .delete(authTokenFamilies)
      .where(
        sql`${authTokenFamilies.id} in (
      select f.id from ${authTokenFamilies} f
      where f.token_type = 'Guest' and f.created_at < ${at(cutoff)}
        and not exists (select 1 from ${authRefreshTokens} t where t.family_id = f.id and t.used_at is not null)
        and not exists (select 1 from ${carts} c join ${cartItems} i on i.cart_id = c.id where c.holder_id = f.holder_id and c.status in ('open', 'saved'))
        and not exists (select 1 from ${favoriteLists} l join ${favoriteItems} fi on fi.list_id = l.id where l.holder_id = f.holder_id)
        and not exists (select 1 from ${orders} o where o.holder_id = f.holder_id)
      limit ${BATCH})`,
      )
      .returning({ holderId: authTokenFamilies.holderId });
    if (gone.length > 0) {
      const holders = gone.map((row) => row.holderId);
      await db
        .delete(carts)
        .where(
          and(
            inArray(carts.holderId, holders),
            sql`not exists (select 1 from ${cartItems} i where i.cart_id = ${carts.id}) and not exists (select 1 from ${orders} o where o.cart_id = ${carts.id})`,
          ),
        );
      // Their empty favourites lists (a list with products kept its guest).
      await db.delete(favoriteLists).where(inArray(favoriteLists.holderId, holders));
    }
    return gone.length;
  });
  return { families, guests };
}

/** The recurring job's handler, reporting what it deleted. */
export function guestExpiryJob(db: Database, log: (counts: GuestExpiryCounts) => void = () => undefined): JobHandler {
  return async ({ now }) => {
    const counts = await expireGuests(db, now);
    if (counts.families > 0 || counts.guests > 0) log(counts);
    return undefined;
  };
}
