import { memoizeLru, resolveBlock, resolvePage, resolvePopups, routePatternMatches, validateBlock } from '../../runtime/core';
import type { BlockContext, BlockIssue, ResolveOptions, Resolved, ResolvedBlock, ResolvedPage } from '../../runtime/core';
import { sanitizeHtml } from './sanitize-html';

/** Validated blocks kept by content: every top-level block of the demo sites, several revisions deep. */
const VALIDATED_BLOCKS = 5000;

interface Validated {
  readonly block: ResolvedBlock | null;
  /** Why the block or some of its children were skipped, without the section (the caller's). */
  readonly issues: readonly Omit<BlockIssue, 'section'>[];
}

const quiet = { warn: () => undefined };

/** A top-level block validated once per content: its JSON (nulls already stripped) is the key. */
const validatedByContent = memoizeLru(
  ({ raw }: { readonly raw: unknown; readonly json: string }): Validated => {
    const issues: BlockIssue[] = [];
    const block = validateBlock(raw, { section: '', sanitizeHtml, log: quiet, issues });
    return { block, issues: issues.map(({ section: _section, ...issue }) => issue) };
  },
  VALIDATED_BLOCKS,
  ({ json }) => json,
);

/**
 * `validateBlock` remembered by content. A publish edits a few blocks of a page and leaves the others as
 * they were: the new revision's unchanged blocks are the blocks validated before, so only the edited ones are
 * validated again. Validation depends on nothing but the block's content (schemas and the HTML sanitizer are
 * pure). Issues are reported to every revision that holds the block, as `validateBlock` reports them.
 */
export function validateBlockOnce(raw: unknown, context: BlockContext): ResolvedBlock | null {
  const json = JSON.stringify(raw);
  if (json === undefined) return validateBlock(raw, context);
  const { block, issues } = validatedByContent({ raw, json });
  for (const issue of issues) {
    const reported: BlockIssue = { ...issue, section: context.section };
    context.issues.push(reported);
    context.log.warn(reported, 'content block skipped');
  }
  return block;
}

interface Request {
  /** A content answer of the server's content service, which removes nulls (`removeNulls=true`). */
  readonly doc: unknown;
  readonly path: string;
  readonly log: ResolveOptions['log'];
}

/** Which of the document's espots apply on a path (their indexes): the only way the path changes a resolved page. */
function matchingEspots(doc: object, path: string): string {
  const espots = (doc as { espots?: unknown }).espots;
  if (!Array.isArray(espots)) return '';
  const matching: number[] = [];
  espots.forEach((espot: unknown, index) => {
    const pattern = (espot as { routePattern?: unknown } | null)?.routePattern;
    if (typeof pattern === 'string' && routePatternMatches(pattern, path)) matching.push(index);
  });
  return matching.join(',');
}

/** Resolved pages by document object, then by the espots that apply. */
const resolved = new WeakMap<object, Map<string, Resolved<ResolvedPage>>>();

/**
 * A running server renders the same document revision again and again; validating and sanitizing it is the
 * same work every time. The content service answers one object per stored revision (its rows never change:
 * every save is a new row), so the resolved page is kept beside that object — a publish or a draft saved in
 * preview is a new object, resolved afresh, and an evicted revision takes its pages with it. Within one
 * revision the page depends on the path only through the route-pattern espots that apply, so any number of
 * paths (the error page answers every unknown one) share at most one page per set of matching espots.
 * Skipped blocks are logged when a revision is first resolved. The page is shared between requests: nothing
 * may change it.
 */
export function resolvePageOnce({ doc, path, log }: Request): Resolved<ResolvedPage> {
  if (typeof doc !== 'object' || doc === null) return resolvePage(doc, { path, sanitizeHtml, log, nullFree: true });
  const byEspots = resolved.get(doc) ?? new Map<string, Resolved<ResolvedPage>>();
  resolved.set(doc, byEspots);
  const key = matchingEspots(doc, path);
  const known = byEspots.get(key);
  if (known) return known;
  const page = resolvePage(doc, { path, sanitizeHtml, log, nullFree: true, validate: validateBlockOnce });
  byEspots.set(key, page);
  return page;
}

/** One derived value per answer object (and kind of derivation), computed on first use. */
function perAnswer<T>(derive: (doc: unknown, log: ResolveOptions['log']) => T): (doc: unknown, log: ResolveOptions['log']) => T {
  const kept = new WeakMap<object, T>();
  return (doc, log) => {
    if (typeof doc !== 'object' || doc === null) return derive(doc, log);
    if (kept.has(doc)) return kept.get(doc) as T;
    const value = derive(doc, log);
    kept.set(doc, value);
    return value;
  };
}

/** The block of a menu or footer answer, resolved once per revision as pages are (every page request asks for both). */
export const resolveBlockOnce = perAnswer((doc, log) => resolveBlock(doc, { sanitizeHtml, log }).block);

/** The pop-ups of a site's popups answer, resolved once per revision. */
export const resolvePopupsOnce = perAnswer((doc, log) => resolvePopups(doc, { sanitizeHtml, log }).popups);
