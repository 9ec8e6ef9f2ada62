import { and, eq, gt, lte } from 'drizzle-orm';
import { editorDevices, editorUsers, type Database } from '../../db/index';
import { isSessionToken, newSessionToken, sessionTokenHash } from './editor-sessions';

/** A browser stays known this long after it last signed in to the account. */
export const DEVICE_MAX_MS = 90 * 86_400_000;

/**
 * Browsers that signed in to an account before (`editor_devices`), by the SHA-256 of a long-lived cookie's value
 * (made like a session's token): a sign-in from one of them is not held back by failures other addresses caused.
 */
export function editorDevicesRepository(db: Database) {
  return {
    /** Whether the token is a browser that signed in to the account of this (normalised) e-mail and is still known. */
    async isKnown(token: string | undefined, email: string, now: Date): Promise<boolean> {
      if (token === undefined || !isSessionToken(token)) return false;
      const rows = await db
        .select({ userId: editorDevices.userId })
        .from(editorDevices)
        .innerJoin(editorUsers, eq(editorUsers.id, editorDevices.userId))
        .where(and(eq(editorDevices.tokenHash, sessionTokenHash(token)), eq(editorUsers.email, email), gt(editorDevices.expiresAt, now)));
      return rows.length > 0;
    },

    /**
     * Remembers the browser that just signed in for another `DEVICE_MAX_MS`: the token it came with when that is one
     * of this account's, else a new one; the account's expired browsers go. Answers the cookie's value.
     */
    async remember(userId: string, previous: string | undefined, now: Date): Promise<string> {
      const expiresAt = new Date(now.getTime() + DEVICE_MAX_MS);
      await db.delete(editorDevices).where(and(eq(editorDevices.userId, userId), lte(editorDevices.expiresAt, now)));
      if (previous !== undefined && isSessionToken(previous)) {
        const touched = await db
          .update(editorDevices)
          .set({ lastSeenAt: now, expiresAt })
          .where(and(eq(editorDevices.tokenHash, sessionTokenHash(previous)), eq(editorDevices.userId, userId)))
          .returning({ userId: editorDevices.userId });
        if (touched.length > 0) return previous;
      }
      const token = newSessionToken();
      await db.insert(editorDevices).values({ tokenHash: sessionTokenHash(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
      return token;
    },

    /** Forgets every browser of an account (a new password: whoever signed in with the old one is a stranger again). */
    async forgetAllOf(userId: string): Promise<void> {
      await db.delete(editorDevices).where(eq(editorDevices.userId, userId));
    },
  };
}

export type EditorDevicesRepository = ReturnType<typeof editorDevicesRepository>;
