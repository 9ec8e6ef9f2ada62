import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestMode, stripPreviewPrefix } from '../../runtime/core';
import { isApiPath } from '../http/api-prefixes';
import { pageDataUrl } from '../ssr/routes';
import type { EditorAuth } from './auth/editor-auth';
import { editorAuthErrors } from './auth/errors';
import { previewSignInPage } from './auth/preview-sign-in-page';
import { SHARE_PARAM, type ShareLinks } from './share-links';

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

/** The page URL's preview ask, or none when it is in publish mode. */
function pageAsk(pageUrl: string, html: boolean): PreviewAsk {
  const at = pageUrl.indexOf('?');
  const pathname = at < 0 ? pageUrl : pageUrl.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : pageUrl.slice(at + 1));
  if (requestMode(pathname, params).mode !== 'preview') return NONE;
  const share = params.get(SHARE_PARAM) ?? undefined;
  params.delete(SHARE_PARAM);
  const rest = params.toString();
  return { kind: 'page', html, pagePath: stripPreviewPrefix(pathname).path, next: rest ? `${pathname}?${rest}` : pathname, ...(share ? { share } : {}) };
}

/**
 * Classifies a request URL (as sent: path and query). The editor app (`/editor`) is never a preview: it is where
 * editors sign in.
 * @example previewAskOf('/pre/en-gb/journal?share=…') // { kind: 'page', html: true, pagePath: '/en-gb/journal', … }
 */
export function previewAskOf(url: string): PreviewAsk {
  const path = url.split('?', 1)[0] ?? '';
  if (path.startsWith('/preview/') || path === '/preview') return { kind: 'api' };
  if (path.startsWith('/fapi/pages/')) {
    try {
      return pageAsk(pageDataUrl(path.slice('/fapi/pages/'.length), url), false);
    } catch {
      return NONE; // a path that does not decode: the route answers 400 and renders nothing
    }
  }
  if (isApiPath(path) || path === '/editor' || path.startsWith('/editor/')) return NONE;
  return pageAsk(url, true);
}

export interface PreviewGateOptions {
  readonly auth: Pick<EditorAuth, 'editorOf'>;
  readonly shareLinks: ShareLinks;
}

async function admitted(request: FastifyRequest, ask: Exclude<PreviewAsk, { kind: 'none' }>, options: PreviewGateOptions): Promise<boolean> {
  if (ask.kind === 'page' && ask.share !== undefined && options.shareLinks.opens(ask.share, ask.pagePath)) return true;
  return (await options.auth.editorOf(request)) !== undefined;
}

function refuse(reply: FastifyReply, ask: Exclude<PreviewAsk, { kind: 'none' }>): FastifyReply {
  if (ask.kind === 'api' || !ask.html) throw editorAuthErrors.previewClosed();
  const page = previewSignInPage({ pagePath: ask.pagePath, next: ask.next, badShareLink: ask.share !== undefined, nonce: reply.cspNonce?.style ?? '' });
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
  const previews = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    const ask = previewAskOf(request.url);
    if (ask.kind === 'none') return;
    if (!(await admitted(request, ask, options))) return refuse(reply, ask);
    previews.add(request);
  });
  app.addHook('onSend', async (request, reply) => {
    if (previews.has(request)) void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });
}
