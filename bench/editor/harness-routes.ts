import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** Where the host pages are served, on the Tessera server's origin (so the preview iframe is same-origin). */
export const HARNESS_PATH = '/__bench/editor/';
const BUILD_DIR = resolve('dist/bench-editor');
const ENTRIES = { tessera: 'bench/editor/harness/tessera-host.ts', puck: 'bench/editor/harness/puck-host.tsx' } as const;
export type HostName = keyof typeof ENTRIES;

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

const types: Readonly<Record<string, string>> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

/** A host page's HTML: its built script and stylesheets, nothing else. */
async function hostDocument(host: HostName): Promise<string> {
  const manifest = JSON.parse(await readFile(join(BUILD_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRIES[host]];
  if (!entry) throw new Error(`dist/bench-editor has no ${host} host: run npm run bench:editor (it builds first)`);
  const styles = new Set<string>();
  const collect = (chunk: ManifestChunk | undefined) => {
    for (const css of chunk?.css ?? []) styles.add(css);
    for (const name of chunk?.imports ?? []) collect(manifest[name]);
  };
  collect(entry);
  const links = [...styles].map((css) => `<link rel="stylesheet" href="${HARNESS_PATH}${css}">`).join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor bench: ${host}</title>${links}` +
    `<script type="module" src="${HARNESS_PATH}${entry.file}"></script></head><body style="margin:0"></body></html>`
  );
}

/** The URL of a host page for a document. */
export const hostUrl = (baseUrl: string, host: HostName, documentId: string, path: string): string =>
  `${baseUrl}${HARNESS_PATH}${host}.html?${new URLSearchParams({ documentId, path }).toString()}`;

/**
 * Serves the built host pages under `/__bench/editor/` of the server's origin, inside the browser (Playwright's
 * routing): the server itself is the one `npm start` runs, untouched, and the pages share its origin and cookies.
 */
export async function routeHarness(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.route(`${baseUrl}${HARNESS_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(HARNESS_PATH.length);
    const host = /^(tessera|puck)\.html$/.exec(path)?.[1] as HostName | undefined;
    if (host) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: await hostDocument(host) });
    const file = normalize(join(BUILD_DIR, path));
    if (!file.startsWith(BUILD_DIR)) return route.fulfill({ status: 403 });
    const body = await readFile(file).catch(() => undefined);
    return body
      ? route.fulfill({ status: 200, contentType: types[extname(file)] ?? 'application/octet-stream', body })
      : route.fulfill({ status: 404 });
  });
}
