import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { SanitizeHtml } from '../../runtime/core';
import { memoizeLru, secureRichTextNode } from '../../runtime/core';

// One jsdom window for the process: creating a window per call would cost far more than the sanitizing.
const purify = createDOMPurify(new JSDOM('').window);

// Addresses the content's link and picture rules refuse go; links opening a new tab do not hand over the opener.
purify.addHook('afterSanitizeAttributes', secureRichTextNode);

const purifyHtml = (html: string): string =>
  purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });

/** Rich texts remembered; the same content is sanitized once, not on every request that renders it. */
export const SANITIZED_CACHE_SIZE = 5000;

/**
 * Sanitizes rich text from the content service: scripts, event handlers, `javascript:` URLs, addresses that name
 * another host by a browser's loose reading (`/\\evil.example`), styles and embedded frames are removed; ordinary formatting and links stay. The result depends on the input alone,
 * so it is memoized: sanitizing through jsdom costs about half a millisecond a field, most of the time it
 * takes to resolve a page.
 */
export const sanitizeHtml: SanitizeHtml = memoizeLru(purifyHtml, SANITIZED_CACHE_SIZE);
