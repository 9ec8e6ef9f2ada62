import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { messagesPlugin } from '../messages/vite-plugin';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The server compiled for production (`dist/node`): `server/main.ts` and the `users:add` script, run with plain
 * `node`. Modules keep their paths under `dist/node`, so the files they read beside themselves (migrations, the
 * message catalogues, media, package.json) are found there too: `scripts/copy-server-files.ts` copies them after.
 * Packages stay in node_modules.
 */
export default defineConfig({
  root,
  plugins: [messagesPlugin()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/node',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: { 'server/main': 'server/main.ts', 'scripts/users-add': 'scripts/users-add.ts' },
      output: { format: 'esm', preserveModules: true, preserveModulesRoot: root, entryFileNames: '[name].js' },
    },
  },
});
