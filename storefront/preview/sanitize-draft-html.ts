import createDOMPurify, { type WindowLike } from 'dompurify';
import { memoizeLru, secureRichTextNode, type SanitizeHtml } from '../../runtime/core';

/** A start tag, its attributes read with their quoted values (a `>` in a value does not end it). */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*[\s/]*>/g;
const ATTRIBUTE = /([\s/]+)([^\s"'>/=]+)((?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)/g;

/**
 * Renames the event-handler attributes of start tags (`onerror=` → `tessera-handler=`) before the browser parses the
 * HTML. NB: Chromium reports a Content-Security-Policy violation for every inline handler it parses, even in an inert
 * document (DOMPurify's `DOMParser`), where it never runs; renamed, the attribute is one DOMPurify drops like any
 * unknown one. Not a sanitizer: DOMPurify still sanitizes everything, including what this misses.
 */
const renameHandlers = (html: string): string =>
  html.replace(START_TAG, (tag) =>
    tag.replace(ATTRIBUTE, (all, gap: string, name: string, value: string) => (/^on/i.test(name) ? `${gap}tessera-handler${value}` : all)),
  );

/** How many sanitized texts the preview keeps (a page's rich texts, a few times over). */
const SANITIZED_TEXTS_KEPT = 2_000;

/**
 * Rich text of a draft, sanitized in the browser before the preview shows it: drafts reach the preview from the editor,
 * not through the server's resolver. The same policy as the server's (`storefront/server/sanitize-html.ts`; a unit
 * test holds the two to the same answers): scripts, event handlers, `javascript:` URLs, styles and embedded frames go,
 * ordinary formatting and links stay, and a link opening a new tab does not hand it the opener.
 */
export function createDraftSanitizer(window: WindowLike): SanitizeHtml {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', secureRichTextNode);
  // Set once: a config handed to every call is read again each time (most of a short text's sanitizing time).
  purify.setConfig({
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  // A block edited field by field brings its other rich texts back unchanged on every patch: same text, same answer.
  return memoizeLru((html: string) => purify.sanitize(renameHandlers(html)), SANITIZED_TEXTS_KEPT);
}
