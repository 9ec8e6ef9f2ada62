import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `tessera/client` for other programs (`dist/api-client/index.js`): the typed API client, `fetchTransport`, `ApiError`
 * and the errorIds, as one ES module with no dependencies. Its declarations come from `tsconfig.client.json`.
 */
export default defineConfig({
  root,
  publicDir: false,
  build: {
    outDir: 'dist/api-client',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: 'runtime/core/client/package-entry.ts', formats: ['es'], fileName: () => 'index.js' },
  },
});
