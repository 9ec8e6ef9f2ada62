import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientAssets } from './manifest';

// Inline, so browsers do not ask for /favicon.ico (which the storefront would answer with its 404 page).
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1b1f24"/><path d="M8 8h16v4h-6v12h-4V12H8z" fill="#fff"/></svg>')}`;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The faces the editor's screens are set in, preloaded: they are `font-display: optional` (the storefront's faces), so
 * one not there for the first paint would leave the whole session, a single page, in the machine's own font.
 */
const EDITOR_FACES = ['inter-latin', 'jetbrains-mono-latin'];

/** The editor's HTML shell: a client-only app, so the page is a root element plus the built assets (scripts with the answer's CSP nonce). */
export function editorDocument(assets: ClientAssets, nonce?: string): string {
  const faces = EDITOR_FACES.flatMap((face) => (assets.fonts[face] ? [assets.fonts[face]] : []))
    .map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="font" type="font/woff2" crossorigin="anonymous">`)
    .join('');
  const styles = faces + assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('');
  const nonceAttr = nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
  const scripts = assets.scripts.map((src) => `<script type="module" src="${escapeAttr(src)}"${nonceAttr}></script>`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Tessera editor</title>' +
    `<link rel="icon" href="${ICON}">` +
    `${styles}${scripts}</head><body class="ts-editor-body"><div id="root"></div></body></html>`
  );
}

/** `GET /editor` (and anything below it): the editor app. Never cached, never indexed. */
export function registerEditor(app: FastifyInstance, assets: ClientAssets): void {
  const send = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(editorDocument(assets, reply.cspNonce?.script));
  app.get('/editor', send);
  app.get('/editor/*', send);
}
