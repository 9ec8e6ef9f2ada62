import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { messagesPlugin } from '../../messages/vite-plugin';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The editor bench's two host pages, built for production like the app (`dist/bench-editor/`): Tessera's (the editor
 * core and the preview bridge, driving the real storefront preview in an iframe) and Puck's (its `<Puck>` editor over
 * the same blocks). `npm run bench:editor` builds them before it runs; the bench serves them itself.
 */
export default defineConfig({
  root,
  plugins: [react(), messagesPlugin()],
  publicDir: false,
  // Served by the bench under this path of the Tessera server's origin (see harness-routes.ts).
  base: '/__bench/editor/',
  build: {
    outDir: 'dist/bench-editor',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: { tessera: 'bench/editor/harness/tessera-host.ts', puck: 'bench/editor/harness/puck-host.tsx' },
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }] },
      },
    },
  },
});
