import createDOMPurify from 'dompurify';
import { secureRichTextNode } from '../../runtime/core';

/**
 * What the rich-text field keeps: the formatting its toolbar makes (bold, italic, links) and the ordinary markup
 * content brings (paragraphs, line breaks, lists), nothing that runs or restyles the page. The server sanitizes the
 * same fields again when it renders (`storefront/server/sanitize-html.ts`); this keeps drafts clean as they are typed.
 */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'sup', 'sub'],
  ALLOWED_ATTR: ['href', 'rel', 'target'],
  // Links as the content's link schema takes them; other attributes' values are not addresses.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  ADD_URI_SAFE_ATTR: ['rel', 'target'],
};

const EMPTY = /^(?:<p>)?(?:<br>|\s|&nbsp;)*(?:<\/p>)?$/;

let instance: ReturnType<typeof createDOMPurify> | undefined;

/** The editor's own DOMPurify (its hook touches no other user of the library), made on first use in the browser. */
function purify(): ReturnType<typeof createDOMPurify> {
  if (!instance) {
    instance = createDOMPurify(window);
    // As on the server: addresses the link rules refuse go, and a link opening a new tab does not hand over the opener.
    instance.addHook('afterSanitizeAttributes', secureRichTextNode);
  }
  return instance;
}

/**
 * Sanitized rich text, and whether anything was taken out (the field then shows the clean text). An editor left with
 * only an empty line (`<br>`, `<p><br></p>`) gives ''.
 */
export function cleanRichText(html: string): { readonly html: string; readonly removed: boolean } {
  const dompurify = purify();
  const clean = dompurify.sanitize(html, CONFIG);
  return { html: EMPTY.test(clean) ? '' : clean, removed: dompurify.removed.length > 0 };
}

/** Sanitized rich text (see `cleanRichText`). */
export const sanitizeRichText = (html: string): string => cleanRichText(html).html;
