import { readFileSync } from 'node:fs';
import { siteForLocale } from '../../../runtime/core';
import { EDITOR_SIGN_IN_PATH } from './errors';

/** The editor's languages (its catalogues are complete in these three). */
const LANGUAGES = { en: 'en-US', fr: 'fr-FR', de: 'de-DE' } as const;
type Tag = (typeof LANGUAGES)[keyof typeof LANGUAGES];

const KEYS = ['editor.previewGate.title', 'editor.previewGate.text', 'editor.previewGate.signIn', 'editor.previewGate.expiredShare'] as const;
type Words = Readonly<Record<(typeof KEYS)[number], string>>;

/** The page's words from the message catalogues (plain strings: read as written), once per language. */
const words = new Map<Tag, Words>();
function wordsOf(tag: Tag): Words {
  let found = words.get(tag);
  if (!found) {
    const catalogue = JSON.parse(readFileSync(new URL(`../../../messages/${tag}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    const entries = KEYS.map((key) => {
      const text = catalogue[key];
      if (typeof text !== 'string') throw new Error(`messages/${tag}.json lacks ${key}`);
      return [key, text] as const;
    });
    words.set(tag, (found = Object.fromEntries(entries) as Words));
  }
  return found;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language of the page's site (`/fr-ca/…` → French), English for the others. */
const tagOf = (pagePath: string): Tag => {
  const language = siteForLocale(pagePath.split('/').filter(Boolean)[0] ?? '')?.locale.language;
  return language === 'fr' || language === 'de' ? LANGUAGES[language] : LANGUAGES.en;
};

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
  const tag = tagOf(pagePath);
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
