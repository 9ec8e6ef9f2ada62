import DOMPurify from 'dompurify';

/**
 * What the rich-text field keeps: the formatting its toolbar makes (bold, italic, links) and the ordinary markup
 * content brings (paragraphs, line breaks, lists), nothing that runs or restyles the page. The server sanitizes the
 * same fields again when it renders (`storefront/server/sanitize-html.ts`); this keeps drafts clean as they are typed.
 */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'sup', 'sub'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

const EMPTY = /^(?:<p>)?(?:<br>|\s|&nbsp;)*(?:<\/p>)?$/;

/**
 * Sanitized rich text, and whether anything was taken out (the field then shows the clean text). An editor left with
 * only an empty line (`<br>`, `<p><br></p>`) gives ''.
 */
export function cleanRichText(html: string): { readonly html: string; readonly removed: boolean } {
  const clean = DOMPurify.sanitize(html, CONFIG);
  return { html: EMPTY.test(clean) ? '' : clean, removed: DOMPurify.removed.length > 0 };
}

/** Sanitized rich text (see `cleanRichText`). */
export const sanitizeRichText = (html: string): string => cleanRichText(html).html;
