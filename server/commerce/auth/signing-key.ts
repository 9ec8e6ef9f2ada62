import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets, type Database } from '../../db/index';

const NAME = 'access-token-key';

/**
 * The access tokens' HMAC key: made once (32 random bytes) by whichever server process starts first and kept in
 * the database, so every instance verifies every other's tokens. `TOKEN_SECRET`, when set, is used instead.
 */
export async function accessTokenKey(db: Database, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('the access token key could not be stored');
  return Buffer.from(row.value, 'base64url');
}
