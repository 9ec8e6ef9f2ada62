import type { FastifyRequest } from 'fastify';
import type { Database, EditorRole } from '../../db/index';
import type { EditorAuthPort, SignedInEditor } from '../editor-auth-port';
import { editorSessionsRepository, SESSION_TOUCH_MS } from './editor-sessions';
import { editorUsersRepository } from './editor-users';
import { editorAuthErrors } from './errors';
import { failureOutcome, isLocked } from './lockout';
import { verifyNoAccount, verifyPassword } from './passwords';
import { sessionTokenOf } from './session-cookie';
import { checkAdminWrite } from './write-guards';

export interface EditorAuthOptions {
  /** The clock (tests move it to see a lock or a session run out). */
  readonly now?: () => Date;
  /** The store's public origin (`PUBLIC_URL`): writes from it are the store's own besides the request's origin. */
  readonly publicUrl?: string | undefined;
}

/** Editor sign-in over the database: what the admin routes (`EditorAuthPort`), the session routes and the preview gate use. */
export interface EditorAuth extends EditorAuthPort {
  /** Checks an e-mail and password; answers the editor and a new session's token, or throws AUT401, AUT426 or AUT441. */
  signIn(email: string, password: string): Promise<{ readonly editor: SignedInEditor; readonly token: string }>;
  /** Ends the session of a token (nothing happens for one that is unknown). */
  signOut(token: string): Promise<void>;
  /** The editor signed in on a request, or undefined; never throws for a missing or expired session. */
  editorOf(request: FastifyRequest): Promise<SignedInEditor | undefined>;
}

const signedIn = (user: SignedInEditor): SignedInEditor => ({ id: user.id, email: user.email, name: user.name, role: user.role });

/**
 * Sign-in with argon2id passwords, sessions in the database (every server process reads the same ones), the lock
 * after repeated failures, and the admin API's request checks.
 * @example const auth = createEditorAuth(db); const editor = await auth.require(request, 'publisher');
 */
export function createEditorAuth(db: Database, options: EditorAuthOptions = {}): EditorAuth {
  const now = options.now ?? (() => new Date());
  const users = editorUsersRepository(db);
  const sessions = editorSessionsRepository(db);
  // One look-up per request, however many times its handlers ask.
  const byRequest = new WeakMap<FastifyRequest, Promise<SignedInEditor | undefined>>();

  async function lookUp(request: FastifyRequest): Promise<SignedInEditor | undefined> {
    const token = sessionTokenOf(request);
    if (token === undefined) return undefined;
    const at = now();
    const session = await sessions.find(token, at);
    if (!session) return undefined;
    if (at.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) await sessions.touch(token, at);
    return signedIn(session.user);
  }

  const editorOf = (request: FastifyRequest): Promise<SignedInEditor | undefined> => {
    let found = byRequest.get(request);
    if (!found) byRequest.set(request, (found = lookUp(request)));
    return found;
  };

  return {
    async signIn(email, password) {
      const user = await users.byEmail(email);
      if (!user) {
        await verifyNoAccount(password);
        throw editorAuthErrors.invalidCredentials();
      }
      if (isLocked(user.lockedUntil, now())) throw editorAuthErrors.locked();
      if (!(await verifyPassword(user.passwordHash, password))) {
        const reached = await users.recordFailure(user.id, now());
        const outcome = reached === undefined ? 'locked' : failureOutcome(reached);
        if (outcome === 'locked') throw editorAuthErrors.locked();
        throw outcome === 'last-attempt' ? editorAuthErrors.lastAttempt() : editorAuthErrors.invalidCredentials();
      }
      if (user.failedAttempts > 0 || user.lockedUntil !== null) await users.clearFailures(user.id);
      return { editor: signedIn(user), token: await sessions.open(user.id, now()) };
    },

    signOut: (token) => sessions.close(token),

    editorOf,

    async require(request, role?: EditorRole) {
      checkAdminWrite(request, options.publicUrl);
      const editor = await editorOf(request);
      if (!editor) throw editorAuthErrors.signedOut();
      if (role === 'publisher' && editor.role !== 'publisher') throw editorAuthErrors.publisherOnly();
      return editor;
    },
  };
}
