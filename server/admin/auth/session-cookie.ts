import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, putCookie } from '../../http/cookies';
import { DEVICE_MAX_MS } from './editor-devices';
import { SESSION_MAX_MS } from './editor-sessions';

/**
 * The editor's session cookie: scripts cannot read it (HttpOnly), other sites' pages never send it, not even on a
 * link (SameSite=Strict), sent to every path (the API, the editor and the preview pages it frames), over https only
 * when the store is served over https (Secure). It lives as long as a session may; the server ends idle ones sooner.
 */
export const EDITOR_SESSION_COOKIE = 'tessera_editor';

/**
 * The known-browser cookie: set at each sign-in and kept through sign-outs (90 days after the last sign-in), so a
 * browser the account used before is not held back by failures other addresses cause. Sent to the sign-in route
 * only (`Path`), never readable by scripts, never sent from other sites.
 */
export const EDITOR_DEVICE_COOKIE = 'tessera_editor_device';

/** The sign-in route (`/admin/v1/session`): the only path the known-browser cookie is sent to. */
export const SESSION_PATH = '/admin/v1/session';

const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

/** The request's session token, if it carries one. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => cookieOf(request, EDITOR_SESSION_COOKIE);

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  putCookie(reply, EDITOR_SESSION_COOKIE, `${EDITOR_SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_MAX_MS / 1000}; HttpOnly; SameSite=Strict${secure(request)}`);
}

/** The request's known-browser token, if it carries one. */
export const deviceTokenOf = (request: FastifyRequest): string | undefined => cookieOf(request, EDITOR_DEVICE_COOKIE);

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  putCookie(reply, EDITOR_DEVICE_COOKIE, `${EDITOR_DEVICE_COOKIE}=${token}; Path=${SESSION_PATH}; Max-Age=${DEVICE_MAX_MS / 1000}; HttpOnly; SameSite=Strict${secure(request)}`);
}

/** Tells the browser to forget the session cookie (signing out; the known-browser cookie stays). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  putCookie(reply, EDITOR_SESSION_COOKIE, `${EDITOR_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure(request)}`);
}
