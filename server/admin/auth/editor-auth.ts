import type { FastifyRequest } from 'fastify';
import type { Database, EditorRole } from '../../db/index';
import type { EditorAuthPort, SignedInEditor } from '../editor-auth-port';
import { editorDevicesRepository } from './editor-devices';
import { editorSessionsRepository, SESSION_TOUCH_MS } from './editor-sessions';
import { editorUsersRepository, normalizeEmail } from './editor-users';
import { editorAuthErrors } from './errors';
import { verifyNoAccount, verifyPassword } from '../../platform/sign-in/passwords';
import { signInGuard } from '../../platform/sign-in/index';
import { EDITOR_SIGN_IN } from './lockout';
import { sessionTokenOf } from './session-cookie';
import { checkAdminWrite } from './write-guards';

export interface EditorAuthOptions {
  /** The clock (tests move it to see a wait or a session run out). */
  readonly now?: () => Date;
  /** The store's public origin (`PUBLIC_URL`): writes from it are the store's own besides the request's origin. */
  readonly publicUrl?: string | undefined;
}

/** Where a sign-in comes from: what its failures are counted by. */
export interface SignInClient {
  /** The client's address (`request.ip`: behind a trusted proxy, the forwarded one). */
  readonly address: string;
  /** The known-browser cookie's value, when the request carried one. */
  readonly deviceToken?: string | undefined;
}

export interface SignedIn {
  readonly editor: SignedInEditor;
  /** The new session's cookie value. */
  readonly token: string;
  /** The known-browser cookie's value (the same one, renewed, when it came with the request). */
  readonly deviceToken: string;
}

/** Editor sign-in over the database: what the admin routes (`EditorAuthPort`), the session routes and the preview gate use. */
export interface EditorAuth extends EditorAuthPort {
  /**
   * Checks an e-mail and password; answers the editor, a new session and the browser's known-browser token, or throws
   * AUT401, AUT426 or AUT441 (wait: then the password is not checked at all).
   */
  signIn(email: string, password: string, client: SignInClient): Promise<SignedIn>;
  /** Ends the session of a token (nothing happens for one that is unknown). */
  signOut(token: string): Promise<void>;
  /** The editor signed in on a request, or undefined; never throws for a missing or expired session. */
  editorOf(request: FastifyRequest): Promise<SignedInEditor | undefined>;
}

const signedIn = (user: SignedInEditor): SignedInEditor => ({ id: user.id, email: user.email, name: user.name, role: user.role });

/**
 * Sign-in with argon2id passwords, sessions in the database (every server process reads the same ones), growing
 * waits after repeated failures (per account and client network, and per account for unknown browsers), and the
 * admin API's request checks.
 * @example const auth = createEditorAuth(db); const editor = await auth.require(request, 'publisher');
 */
export function createEditorAuth(db: Database, options: EditorAuthOptions = {}): EditorAuth {
  const now = options.now ?? (() => new Date());
  const users = editorUsersRepository(db);
  const sessions = editorSessionsRepository(db);
  const devices = editorDevicesRepository(db);
  const guard = signInGuard(db, EDITOR_SIGN_IN);
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
    async signIn(rawEmail, password, client) {
      const at = now();
      const email = normalizeEmail(rawEmail);
      // NB: an unknown e-mail runs the same queries, waits and password check as a known one: no answer and no
      // timing tells which e-mails are editors'.
      const [user, knownDevice] = await Promise.all([users.byEmail(email), devices.isKnown(client.deviceToken, email, at)]);
      const attempt = { email, address: client.address, knownDevice };
      const wait = await guard.waitFor(attempt, at);
      if (wait > 0) throw editorAuthErrors.locked(wait);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyNoAccount(password);
      if (!user || !valid) {
        const verdict = await guard.failed(attempt, at);
        if (verdict.outcome === 'wait') throw editorAuthErrors.locked(verdict.waitMs);
        throw verdict.outcome === 'last-attempt' ? editorAuthErrors.lastAttempt() : editorAuthErrors.invalidCredentials();
      }
      await guard.succeeded(attempt);
      const token = await sessions.open(user.id, at);
      return { editor: signedIn(user), token, deviceToken: await devices.remember(user.id, client.deviceToken, at) };
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
