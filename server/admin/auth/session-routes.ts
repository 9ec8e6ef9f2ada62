import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../../http/contract-route';
import type { EditorAuth } from './editor-auth';
import { editorAuthErrors, retryAfterOf } from './errors';
import { clearSessionCookie, deviceTokenOf, SESSION_PATH, sessionTokenOf, setDeviceCookie, setSessionCookie } from './session-cookie';

export { SESSION_PATH };

/**
 * `/admin/v1/session`: `POST { email, password }` signs in (200 with the editor, the session cookie and the
 * known-browser cookie; 401 AUT401, AUT426, or AUT441 with `Retry-After` when the client must wait), `GET` says who is signed in (401 when nobody is), `DELETE` signs out (204, also when signed out).
 * The admin API's write checks (own origin, JSON) run before these handlers (`adminRoutes`).
 */
export const adminSessionRoutes: FastifyPluginCallbackZod<{ auth: EditorAuth }> = (app, { auth }, done) => {
  route(app, 'POST /admin/v1/session', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      const { editor, token, deviceToken } = await auth.signIn(request.body.email, request.body.password, {
        address: request.ip,
        deviceToken: deviceTokenOf(request),
      });
      setSessionCookie(request, reply, token);
      setDeviceCookie(request, reply, deviceToken);
      request.log.info({ editorId: editor.id }, 'editor signed in');
      return { editor };
    } catch (error) {
      const seconds = retryAfterOf(error);
      if (seconds !== undefined) void reply.header('retry-after', String(seconds));
      throw error;
    }
  });

  route(app, 'GET /admin/v1/session', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const editor = await auth.editorOf(request);
    if (!editor) throw editorAuthErrors.signedOut();
    return { editor };
  });

  route(app, 'DELETE /admin/v1/session', async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token !== undefined) await auth.signOut(token);
    clearSessionCookie(request, reply);
    return reply.code(204).header('cache-control', 'no-store').send(null);
  });
  done();
};
