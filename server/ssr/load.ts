import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrEntry } from '../../runtime/core';
import { clientAssets, EDITOR_ENTRY, type ClientAssets, type ViteManifest } from './manifest';

/** What the SSR host needs from a build: the server entry and the client's hashed assets. */
export interface SsrBundle {
  readonly entry: SsrEntry;
  readonly assets: ClientAssets;
  /** The editor app's assets (a client-only app served at `/editor`). */
  readonly editorAssets: ClientAssets;
  /** `dist/client`: where `/assets/` is served from. */
  readonly clientDir: string;
}

const missing = (what: string, path: string) => new Error(`SSR build not found (${what} at ${path}): run npm run build first.`);

/** Loads `dist/server/entry-server.js` and `dist/client/.vite/manifest.json` once, at start-up. */
export async function loadSsrBundle(distDir = 'dist'): Promise<SsrBundle> {
  const clientDir = resolve(distDir, 'client');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const entryPath = resolve(distDir, 'server', 'entry-server.js');

  let manifest: ViteManifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
  } catch {
    throw missing('client manifest', manifestPath);
  }
  let module: Partial<SsrEntry>;
  try {
    module = (await import(pathToFileURL(entryPath).href)) as Partial<SsrEntry>;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') throw missing('server entry', entryPath);
    throw error;
  }
  const { render, pageData } = module;
  if (typeof render !== 'function' || typeof pageData !== 'function') {
    throw new Error(`${entryPath} must export render and pageData: run npm run build first.`);
  }
  return { entry: { render, pageData }, assets: clientAssets(manifest), editorAssets: clientAssets(manifest, EDITOR_ENTRY), clientDir };
}
