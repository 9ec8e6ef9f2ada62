import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setCookie } from '../../platform/index';
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

/** The request's session token, if it carries one. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => cookieOf(request, EDITOR_SESSION_COOKIE);

export function setSessionCookie(_request: FastifyRequest, reply: FastifyReply, token: string): void {
  setCookie(reply, EDITOR_SESSION_COOKIE, token, { path: '/', maxAge: SESSION_MAX_MS / 1000, httpOnly: true, sameSite: 'Strict' });
}

/** The request's known-browser token, if it carries one. */
export const deviceTokenOf = (request: FastifyRequest): string | undefined => cookieOf(request, EDITOR_DEVICE_COOKIE);

export function setDeviceCookie(_request: FastifyRequest, reply: FastifyReply, token: string): void {
  setCookie(reply, EDITOR_DEVICE_COOKIE, token, { path: SESSION_PATH, maxAge: DEVICE_MAX_MS / 1000, httpOnly: true, sameSite: 'Strict' });
}

/** Tells the browser to forget the session cookie (signing out; the known-browser cookie stays). */
export function clearSessionCookie(_request: FastifyRequest, reply: FastifyReply): void {
  setCookie(reply, EDITOR_SESSION_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'Strict' });
}
