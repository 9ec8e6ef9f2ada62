import { catalogueWords, escapeHtml, pageLanguageTag } from '../../http/page-words';
import { EDITOR_SIGN_IN_PATH } from './errors';

const wordsOf = catalogueWords([
  'editor.previewGate.title',
  'editor.previewGate.text',
  'editor.previewGate.signIn',
  'editor.previewGate.expiredShare',
]);

export interface PreviewSignInPage {
  /** The preview page asked for, without `/pre` (its locale picks the language). */
  readonly pagePath: string;
  /** Where the editor returns after signing in: the asked-for URL, share token left out. */
  readonly next: string;
  /** A share link came with the request but opens nothing (expired, tampered or for another page). */
  readonly badShareLink: boolean;
  readonly nonce: string;
}

/**
 * The 401 page a preview answers to someone who is not a signed-in editor: what previews are, and a link to sign
 * in that comes back to the page. Never any of the draft's content.
 */
export function previewSignInPage({ pagePath, next, badShareLink, nonce }: PreviewSignInPage): string {
  const tag = pageLanguageTag(pagePath);
  const t = wordsOf(tag);
  const signIn = `${EDITOR_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
  return `<!doctype html>
<html lang="${tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t['editor.previewGate.title'])}</title>
<style nonce="${escapeHtml(nonce)}">body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
main{max-width:32rem;margin:15vh auto 0;padding:2rem;background:#fff;border:1px solid #d0d5dc;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1rem;background:#1b1f24;color:#fff;border-radius:.375rem;text-decoration:none}
a:focus-visible{outline:3px solid #2f6fde;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(t['editor.previewGate.title'])}</h1>
${badShareLink ? `<p role="alert">${escapeHtml(t['editor.previewGate.expiredShare'])}</p>` : ''}<p>${escapeHtml(t['editor.previewGate.text'])}</p>
<a href="${escapeHtml(signIn)}">${escapeHtml(t['editor.previewGate.signIn'])}</a></main></body></html>`;
}
