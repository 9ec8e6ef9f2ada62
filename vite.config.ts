import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { messagesPlugin } from './messages/vite-plugin';
import { routeModulesPlugin } from './storefront/routes/vite-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The small helpers most blocks share (class names, icons, the words hook, buttons of targets, media queries, timers,
 * remembered flags, rich text). Left to themselves they became a dozen chunks of a few hundred bytes each, every
 * one fetched and gzipped apart with its own imports of React: together they gzip to about half.
 */
const blockKit =
  /[\\/](block-registry[\\/]shared[\\/](cx|slide-context|use-modal-dialog|icons|Targets)|runtime[\\/]react[\\/](use-interval|use-media|use-persisted-flag|use-messages|RichText))\.tsx?$/;

/** The build: the storefront and editor bundles and the server render entry. Tests are configured in vitest.config.ts. */
export default defineConfig({
  root,
  plugins: [react(), messagesPlugin(), routeModulesPlugin()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { storefront: 'storefront/entry-client.tsx', editor: 'editor/entry-client.tsx' },
      output: {
        // React in a chunk of its own name; the blocks' shared helpers in one chunk (see blockKit). Each block
        // type keeps its own chunk, so a page still loads only the types it holds.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'block-kit', test: blockKit, minShareCount: 2, priority: 10 },
            // The runtime modules several chunks share (the editor's entry among them): one chunk, not eight tiny ones.
            // The API clients (the typed client, the content client) are left to the chunks that call
            // them (add to cart, the cart, the gallery, the article grid, the browser's page loads, the editor): a
            // first page load calls none, and this chunk comes with every one. So is the block walk that checks a
            // document against the schemas (the editor's preview and the editor itself): a shopper's page is checked on the server.
            {
              name: 'runtime',
              test: /[\\/]runtime[\\/](react|core)[\\/](?!api-client\.ts$|client[\\/]|block-walk\.ts$|validate-block\.ts$)/,
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundle React-side dependencies into the SSR entry so the server loads one file.
    noExternal: ['embla-carousel'],
  },
});
