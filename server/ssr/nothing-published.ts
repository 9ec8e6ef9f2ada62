import { eq } from 'drizzle-orm';
import { contentDocuments, type Database } from '../db/index';
import { catalogueWords, escapeHtml, pageLanguageTag } from '../http/page-words';

const wordsOf = catalogueWords(['shell.nothingPublishedTitle', 'shell.nothingPublishedText']);

/**
 * Whether the store has published any document yet. Asked only after a page came out 404, so a store with content
 * pays one query per process; a store that has published nothing (a production start on an empty database) says so
 * instead of answering 404s that read as broken links. Once something is published the answer is kept: it stays yes.
 */
export function publishedAnything(db: Database): () => Promise<boolean> {
  let published = false;
  return async () => {
    if (published) return true;
    const rows = await db.select({ id: contentDocuments.id }).from(contentDocuments).where(eq(contentDocuments.status, 'published')).limit(1);
    published = rows.length > 0;
    return published;
  };
}

/**
 * The page the store answers while it has published nothing: what is going on, in the site's language, not a 404 that
 * reads as a broken link. Plain HTML with its style under the request's CSP nonce; nothing of the store's own.
 */
export function nothingPublishedPage(path: string, nonce: string | undefined): string {
  const tag = pageLanguageTag(path);
  const t = wordsOf(tag);
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="${tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t['shell.nothingPublishedTitle'])}</title>
<style${nonceAttribute}>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
main{max-width:32rem;margin:15vh auto 0;padding:2rem;background:#fff;border:1px solid #d0d5dc;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}</style></head>
<body><main><h1>${escapeHtml(t['shell.nothingPublishedTitle'])}</h1><p>${escapeHtml(t['shell.nothingPublishedText'])}</p></main></body></html>
`;
}
