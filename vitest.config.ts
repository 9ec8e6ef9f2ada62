import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import build from './vite.config';
import { chromiumArgs } from './tests/support/chromium';
import { VisualSuiteFirst } from './tests/support/sequencer';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The test projects, on top of the build's configuration (its plugins compile the components and words alike). */
export default mergeConfig(
  build,
  defineConfig({
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
            // Above the stories' 15 s for each wait on the page (.storybook/preview.tsx): a story that fails says which
            // wait failed, and a busy machine's slow typing is not a failure.
            testTimeout: 60_000,
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
  }),
);
