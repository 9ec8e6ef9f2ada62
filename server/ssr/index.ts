export { loadSsrBundle } from './load';
export type { SsrBundle } from './load';
export { clientAssets, CLIENT_ENTRY } from './manifest';
export type { ClientAssets, ManifestChunk, ViteManifest } from './manifest';
export { registerSsr } from './routes';
export { nothingPublishedPage, publishedAnything } from './nothing-published';
