import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { editorSessions, editorUsers, type Database, type EditorUserRow } from '../../db/index';

/** A session ends after this long without a request (sliding)… */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** …and in any case this long after sign-in: the cookie lives as long. */
export const SESSION_MAX_MS = 7 * 86_400_000;
/** A session's expiry moves forward at most once a minute, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

/** A new session's cookie value: 32 random bytes, base64url (43 characters). */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a copy of the table opens no session. */
export const sessionTokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A token as `newSessionToken` makes them; anything else is not looked up. */
export const isSessionToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

export interface ActiveSession {
  readonly user: Pick<EditorUserRow, 'id' | 'email' | 'name' | 'role'>;
  readonly expiresAt: Date;
  readonly lastSeenAt: Date;
}

/** Editor sessions (`editor_sessions`), shared by every server process through the database. */
export function editorSessionsRepository(db: Database) {
  return {
    /** Opens a session for the editor; the old expired sessions of that editor go. Answers the cookie's token. */
    async open(userId: string, now: Date): Promise<string> {
      const token = newSessionToken();
      await db.delete(editorSessions).where(and(eq(editorSessions.userId, userId), lte(editorSessions.expiresAt, now)));
      await db.insert(editorSessions).values({
        tokenHash: sessionTokenHash(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      });
      return token;
    },

    /** The session of a token and its editor, or undefined when there is none or it expired. */
    async find(token: string, now: Date): Promise<ActiveSession | undefined> {
      if (!isSessionToken(token)) return undefined;
      const [row] = await db
        .select({
          expiresAt: editorSessions.expiresAt,
          lastSeenAt: editorSessions.lastSeenAt,
          id: editorUsers.id,
          email: editorUsers.email,
          name: editorUsers.name,
          role: editorUsers.role,
        })
        .from(editorSessions)
        .innerJoin(editorUsers, eq(editorUsers.id, editorSessions.userId))
        .where(eq(editorSessions.tokenHash, sessionTokenHash(token)));
      if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
      const { expiresAt, lastSeenAt, ...user } = row;
      return { user, expiresAt, lastSeenAt };
    },

    /** Moves the session's expiry to `now` + the idle time, never past its sign-in + the longest a session lives. */
    async touch(token: string, now: Date): Promise<void> {
      const idle = new Date(now.getTime() + SESSION_IDLE_MS).toISOString();
      await db
        .update(editorSessions)
        .set({
          lastSeenAt: now,
          expiresAt: sql`least(${idle}::timestamptz, ${editorSessions.createdAt} + make_interval(secs => ${SESSION_MAX_MS / 1000}))`,
        })
        .where(eq(editorSessions.tokenHash, sessionTokenHash(token)));
    },

    /** Ends every session of an editor (a new password signs them out everywhere). */
    async closeAllOf(userId: string): Promise<void> {
      await db.delete(editorSessions).where(eq(editorSessions.userId, userId));
    },

    /** Ends a session (signing out). */
    async close(token: string): Promise<void> {
      if (!isSessionToken(token)) return;
      await db.delete(editorSessions).where(eq(editorSessions.tokenHash, sessionTokenHash(token)));
    },
  };
}

export type EditorSessionsRepository = ReturnType<typeof editorSessionsRepository>;
