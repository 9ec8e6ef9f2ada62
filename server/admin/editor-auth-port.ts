import type { FastifyRequest } from 'fastify';
import type { EditorRole } from '../db/schema/editors';

/** The editor signed in on a request (the admin API's session cookie). */
export interface SignedInEditor {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: EditorRole;
}

/**
 * What admin routes ask of editor sign-in. `require` answers the request's signed-in editor, or throws the API's
 * 401 (no or expired session) or 403 (`role: 'publisher'` asked of an editor). Writes are also refused with 403
 * unless their `Origin` is the store's own.
 */
export interface EditorAuthPort {
  require(request: FastifyRequest, role?: EditorRole): Promise<SignedInEditor>;
}
