import type { RequestTarget } from './request-target';

/** Where a frame of this answer may sit: preview pages in the editor, the editor screen in the store's own pages, else nowhere. */
export type FramePolicy = 'preview' | 'editor' | 'none';

/** A request URL's path, without its query. */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

/**
 * By the request's target (its path in normal form): a page in preview mode (`/pre/…` or `?preview=true`, the
 * storefront's one preview rule, decided where the request entered), the editor under `/editor` and the sandbox
 * gateway's pages (framed by this origin only), everything else (a path sent in another spelling included).
 */
export function framePolicyOf(target: RequestTarget): FramePolicy {
  const path = target.path;
  if (path === undefined || path !== target.sentPath) return 'none';
  if (path === '/editor' || path.startsWith('/editor/')) return 'editor';
  // The sandbox gateway's 3-D Secure page sits in the storefront's challenge dialog.
  if (path.startsWith('/sandbox/gateway/')) return 'editor';
  return target.page?.mode.mode === 'preview' && !path.startsWith('/fapi/') ? 'preview' : 'none';
}

/** The `frame-ancestors` sources of an answer. */
export function frameAncestors(policy: FramePolicy, editorOrigin?: string): string {
  if (policy === 'none') return "'none'";
  return policy === 'preview' && editorOrigin ? `'self' ${editorOrigin}` : "'self'";
}

/** X-Frame-Options for browsers without `frame-ancestors`; none where only CSP can say "the editor's origin". */
export function xFrameOptions(policy: FramePolicy, editorOrigin?: string): string | undefined {
  if (policy === 'none') return 'DENY';
  return policy === 'preview' && editorOrigin ? undefined : 'SAMEORIGIN';
}
