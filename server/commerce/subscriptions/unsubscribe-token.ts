import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets, type Database } from '../../db/index';

const NAME = 'unsubscribe-link-key';
/** The token says what it is for: a key or a MAC made for anything else never opts anyone out. */
const PURPOSE = 'tessera:unsubscribe:v1';
const ID = /^s-[0-9a-f-]{36}$/;

/**
 * The unsubscribe links' HMAC key: its own (not the access tokens'), made once by whichever process needs it first and
 * kept in the database, so every instance reads every other's links.
 */
async function unsubscribeKey(db: Database): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('the unsubscribe link key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/**
 * Signed, single-purpose unsubscribe tokens (docs/decisions.md "Unsubscribe links"): `{subscriptionId}.{mac}`, the
 * MAC an HMAC-SHA-256 of the purpose and the id. Nothing is stored per link, so every newsletter mail can carry one and
 * none expires (a mail read months later still unsubscribes); a token names one subscription and does nothing else.
 */
export function unsubscribeTokens(db: Database) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () =>
    (key ??= unsubscribeKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
  const mac = (k: Buffer, id: string) => createHmac('sha256', k).update(`${PURPOSE}\n${id}`).digest();
  return {
    async sign(subscriptionId: string): Promise<string> {
      return `${subscriptionId}.${mac(await keyOf(), subscriptionId).toString('base64url')}`;
    },
    /** The subscription a token names, or undefined when it is not one this store signed. */
    async verify(token: string): Promise<string | undefined> {
      const [id, signature, ...rest] = token.split('.');
      if (id === undefined || signature === undefined || rest.length > 0 || !ID.test(id)) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(await keyOf(), id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}
