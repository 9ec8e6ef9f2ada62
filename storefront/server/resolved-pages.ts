import { createHash } from 'node:crypto';
import { resolvePage } from '../../runtime/core';
import type { ResolveOptions, Resolved, ResolvedPage } from '../../runtime/core';
import { memoizeLru } from './memoize-lru';
import { sanitizeHtml } from './sanitize-html';

/** Documents kept resolved: every page of the demo sites in every mode fits, with room for previews. */
const RESOLVED_PAGES = 300;

interface Request {
  readonly doc: unknown;
  readonly path: string;
  readonly log: ResolveOptions['log'];
}

/**
 * A running server renders the same document revision again and again; validating and sanitizing it is the
 * same work every time. The resolved page is kept under a digest of the document's content and the path (its
 * route-pattern slots depend on it), so a publish or a preview draft's save, which changes the content, is
 * resolved afresh. Skipped blocks are logged when a revision is first resolved. The page is shared between
 * requests: nothing may change it.
 */
export const resolvePageOnce: (request: Request) => Resolved<ResolvedPage> = memoizeLru(
  ({ doc, path, log }: Request) => resolvePage(doc, { path, sanitizeHtml, log }),
  RESOLVED_PAGES,
  ({ doc, path }) => createHash('sha1').update(path).update('\n').update(JSON.stringify(doc) ?? '').digest('base64'),
);
