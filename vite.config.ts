/// <reference types="vitest/config" />
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { messagesPlugin } from './messages/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chromiumArgs } from './tests/support/chromium';
import { VisualSuiteFirst } from './tests/support/sequencer';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The small helpers most blocks share (class names, icons, the words hook, buttons of targets, media queries, timers,
 * remembered flags, rich text). Left to themselves they became a dozen chunks of a few hundred bytes each, every
 * one fetched and gzipped apart with its own imports of React: together they gzip to about half.
 */
const blockKit = /[\\/](block-registry[\\/]shared[\\/](cx|slide-context|use-modal-dialog|icons|Targets)|runtime[\\/]react[\\/](use-interval|use-media|use-persisted-flag|use-messages|RichText))\.tsx?$/;

export default defineConfig({
  root,
  plugins: [react(), messagesPlugin()],
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
          ],
        },
      },
    },
  },
  ssr: {
    // Bundle React-side dependencies into the SSR entry so the server loads one file.
    noExternal: ['embla-carousel'],
  },
  test: {
    // Two files at a time, whatever their project: most of a file's time is spent importing, starting a
    // database or waiting on a browser, and Vitest's default on a two-core machine is one.
    maxWorkers: 2,
    sequence: { sequencer: VisualSuiteFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the other projects (the visual suite's screenshots and these tests' timings both suffer when
          // the two share the processor), two files at a time: they only read from the server they share,
          // each in its own browser.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          // One Storybook build serves both the screenshots and the axe audit of every story.
          include: ['tests/visual/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/visual/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // Stories run a few at a time: one waits on the network or a timer while another renders. One file,
          // so it needs no file parallelism switched off: it then runs beside the unit and integration files
          // instead of in the one-at-a-time lane the browser tests of the storefront take afterwards.
          maxConcurrency: 3,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromePath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
