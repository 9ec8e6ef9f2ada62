import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stripPreviewPrefix } from '../../runtime/core';
import { PAGE_DATA_PREFIX, targetOf, type RequestTarget } from '../http/request-target';
import type { EditorAuth } from './auth/editor-auth';
import { editorAuthErrors } from './auth/errors';
import { previewSignInPage } from './auth/preview-sign-in-page';
import type { DocumentKey } from '../content/index';
import { pathShows, SHARE_PARAM, type ShareLinks } from './share-links';

/**
 * What a request asks of previews, decided once where it enters, by the storefront's own rule (`requestMode`):
 * nothing; the preview content API (`/preview/…`, editors only); or a page in preview mode, as HTML or as the JSON
 * of `/fapi/pages/*`, which an editor's session or a share link for that page opens.
 */
export type PreviewAsk =
  | { readonly kind: 'none' }
  | { readonly kind: 'api' }
  | {
      readonly kind: 'page';
      readonly html: boolean;
      /** The page's path without `/pre`, e.g. `/en-gb/journal`. */
      readonly pagePath: string;
      /** The page URL as asked for, for the sign-in link's way back (share token left out). */
      readonly next: string;
      readonly share?: string;
    };

const NONE: PreviewAsk = { kind: 'none' };

/**
 * Classifies a request by its target (`targetOf`: its path in normal form, decided once where it enters): the
 * preview API, a page asked for in preview mode (as HTML, or as the data of `/fapi/pages/*`), or nothing. The
 * editor app (`/editor`) is never a preview: it is where editors sign in.
 * @example previewAskOf(targetOf(request)) // { kind: 'page', html: true, pagePath: '/en-gb/journal', … } for /pre/en-gb/journal?share=…
 */
export function previewAskOf(target: RequestTarget): PreviewAsk {
  const path = target.path ?? target.sentPath;
  if (path.startsWith('/preview/') || path === '/preview') return { kind: 'api' };
  const { page } = target;
  if (!page || page.mode.mode !== 'preview') return NONE;
  const params = new URLSearchParams(page.query);
  const share = params.get(SHARE_PARAM) ?? undefined;
  params.delete(SHARE_PARAM);
  const rest = params.toString();
  return {
    kind: 'page',
    html: !path.startsWith(PAGE_DATA_PREFIX),
    pagePath: stripPreviewPrefix(page.path).path,
    next: rest ? `${page.path}?${rest}` : page.path,
    ...(share ? { share } : {}),
  };
}

export interface PreviewGateOptions {
  readonly auth: Pick<EditorAuth, 'editorOf'>;
  readonly shareLinks: ShareLinks;
}

/**
 * Who may see a preview: a signed-in editor sees every draft; a share link shows its one document's draft, and the
 * published state of everything else on the page (the site's menu, footer, pop-ups, other fragments).
 */
export type PreviewAccess = { readonly kind: 'editor' } | { readonly kind: 'share'; readonly document: DocumentKey };

/** How a request was let in, or undefined when it was refused. A valid share link counts first: it shows what its recipient sees. */
async function admitted(
  request: FastifyRequest,
  ask: Exclude<PreviewAsk, { kind: 'none' }>,
  options: PreviewGateOptions,
): Promise<PreviewAccess | undefined> {
  if (ask.kind === 'page' && ask.share !== undefined) {
    const document = options.shareLinks.verify(ask.share);
    if (document && pathShows(document, ask.pagePath)) return { kind: 'share', document };
  }
  return (await options.auth.editorOf(request)) !== undefined ? { kind: 'editor' } : undefined;
}

const accesses = new WeakMap<FastifyRequest, PreviewAccess>();

/**
 * The document whose draft a request may see when a share link let it in; undefined for an editor (every draft) and
 * for requests in publish mode (none). Content read for the request keeps every other document published.
 */
export function draftScopeOf(request: FastifyRequest): DocumentKey | undefined {
  const access = accesses.get(request);
  return access?.kind === 'share' ? access.document : undefined;
}

function refuse(reply: FastifyReply, ask: Exclude<PreviewAsk, { kind: 'none' }>): FastifyReply {
  if (ask.kind === 'api' || !ask.html) throw editorAuthErrors.previewClosed();
  const page = previewSignInPage({
    pagePath: ask.pagePath,
    next: ask.next,
    badShareLink: ask.share !== undefined,
    nonce: reply.cspNonce?.style ?? '',
  });
  return reply.code(401).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * Previews are for editors: every request in preview mode (`/pre/…`, `?preview=true`, `previewDateTime`, the
 * `/preview/caas/…` calls, `/fapi/pages/*` of a preview page) passes only with a signed-in editor's session, or
 * (pages only) a share link for that page. Anyone else gets 401: the error envelope from the API, a page offering
 * sign-in for HTML, never draft content. Admitted answers are never stored by any cache.
 * Install on the root app before the routes, so the hook covers every one of them.
 */
export function installPreviewGate(app: FastifyInstance, options: PreviewGateOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    const ask = previewAskOf(targetOf(request));
    if (ask.kind === 'none') return;
    const access = await admitted(request, ask, options);
    if (!access) return refuse(reply, ask);
    accesses.set(request, access);
  });
  app.addHook('onSend', async (request, reply) => {
    if (accesses.has(request)) void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });
}
