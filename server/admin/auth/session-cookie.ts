import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '../../commerce/auth/cookies';
import { SESSION_MAX_MS } from './editor-sessions';

/**
 * The editor's session cookie: scripts cannot read it (HttpOnly), other sites' pages never send it, not even on a
 * link (SameSite=Strict), sent to every path (the API, the editor and the preview pages it frames), over https only
 * when the store is served over https (Secure). It lives as long as a session may; the server ends idle ones sooner.
 */
export const EDITOR_SESSION_COOKIE = 'tessera_editor';

const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

function append(reply: FastifyReply, cookie: string): void {
  const earlier = reply.getHeader('set-cookie');
  const list = earlier === undefined ? [] : Array.isArray(earlier) ? earlier.map(String) : [String(earlier)];
  void reply.header('set-cookie', [...list, cookie]);
}

/** The request's session token, if it carries one. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => cookieOf(request, EDITOR_SESSION_COOKIE);

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  append(reply, `${EDITOR_SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_MAX_MS / 1000}; HttpOnly; SameSite=Strict${secure(request)}`);
}

/** Tells the browser to forget the cookie (signing out). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  append(reply, `${EDITOR_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure(request)}`);
}
