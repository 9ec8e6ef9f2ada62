import createDOMPurify, { type WindowLike } from 'dompurify';
import type { SanitizeHtml } from '../../runtime/core';

/**
 * Rich text of a draft, sanitized in the browser before the preview shows it: drafts reach the preview from the editor,
 * not through the server's resolver. The same policy as the server's (`storefront/server/sanitize-html.ts`; a unit
 * test holds the two to the same answers): scripts, event handlers, `javascript:` URLs, styles and embedded frames go,
 * ordinary formatting and links stay, and a link opening a new tab does not hand it the opener.
 */
export function createDraftSanitizer(window: WindowLike): SanitizeHtml {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) =>
    purify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
    });
}
