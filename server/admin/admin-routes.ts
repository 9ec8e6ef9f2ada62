import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/index';
import { adminSessionRoutes } from './auth/session-routes';
import { adminDocumentRoutes } from './documents/index';
import type { EditorAuth } from './auth/editor-auth';
import { checkAdminWrite } from './auth/write-guards';
import { adminShareRoutes } from './share-routes';
import type { ShareLinks } from './share-links';

export interface AdminRoutesOptions {
  readonly db: Database;
  readonly auth: EditorAuth;
  readonly shareLinks: ShareLinks;
  /** The store's public origin (`PUBLIC_URL`): writes from it count as the store's own; share links name it. */
  readonly publicUrl?: string | undefined;
  /** The clock of publishing and share links (tests move it). */
  readonly now?: (() => Date) | undefined;
}

/**
 * The admin API under `/admin/v1`, the editor's only way in: the session, the documents (list, read, save, publish,
 * versions, restore, create, duplicate, rename, delete) and share links.
 * Before any of its handlers, every write is refused unless it comes from this store's own origin (403) with a JSON
 * body when it has one (415); each route then asks `auth.require` for the editor and their role.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { db, auth, shareLinks, publicUrl, now }) => {
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkAdminWrite(request, publicUrl);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  await app.register(adminSessionRoutes, { auth });
  await app.register(adminDocumentRoutes, { db, auth, ...(now ? { now } : {}) });
  await app.register(adminShareRoutes, { db, auth, shareLinks, publicUrl, ...(now ? { now } : {}) });
};
