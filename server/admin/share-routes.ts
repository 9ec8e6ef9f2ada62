import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { route } from '../http/contract-route';
import { createContentRepository, describeKey } from '../content/index';
import { pagePaths } from '../content/page-paths';
import type { Database } from '../db/index';
import { ApiError } from '../http/api-error';
import { audit } from './audit-log';
import { parseDocumentId } from './documents/document-id';
import type { EditorAuthPort } from './editor-auth-port';
import { SHARE_PARAM, sharedPreviewPath, type ShareLinks } from './share-links';

export interface ShareRoutesOptions {
  readonly db: Database;
  readonly auth: EditorAuthPort;
  readonly shareLinks: ShareLinks;
  /** The store's public origin: share links name it. Unset, the origin the editor's request came to. */
  readonly publicUrl?: string | undefined;
  readonly now?: () => Date;
}

const HOUR_MS = 3_600_000;

/**
 * `POST /admin/v1/documents/{id}/share { expiresInHours? }` → `{ url, expiresAt }`: a signed link to the document's
 * preview page that opens it for anyone holding it until it expires (1 to 168 hours, 72 by default). Any signed-in
 * editor may make one; 404 for a document that does not exist.
 */
export const adminShareRoutes: FastifyPluginCallbackZod<ShareRoutesOptions> = (
  app,
  { db, auth, shareLinks, publicUrl, now = () => new Date() },
  done,
) => {
  const repository = createContentRepository(db, now);
  const preview = { mode: 'preview' } as const;

  route(app, 'POST /admin/v1/documents/:id/share', async (request, reply) => {
    const editor = await auth.require(request);
    const key = parseDocumentId(request.params.id);
    if (!key) throw ApiError.notFound(`No document has the id "${request.params.id}"`);
    const row = await repository.read(key, preview);
    if (!row) throw ApiError.notFound(`No ${describeKey(key)}`);
    let pagePath: string | undefined;
    if (key.docType === 'page') {
      pagePath = (await pagePaths(repository, key.siteId, [row], preview)).get(key.key);
      if (pagePath === undefined) throw ApiError.notFound(`The storefront shows ${describeKey(key)} nowhere: a page above it is missing`);
    }
    const expiresAt = new Date(now().getTime() + (request.body?.expiresInHours ?? 72) * HOUR_MS);
    const token = shareLinks.sign(key, expiresAt);
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const url = `${origin}${sharedPreviewPath(key, row.name, pagePath)}?${SHARE_PARAM}=${token}`;
    await audit(db, editor, { action: 'share', ...key, version: row.version, detail: { expiresAt: expiresAt.toISOString() } });
    void reply.header('cache-control', 'no-store');
    return { url, expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString() };
  });
  done();
};
