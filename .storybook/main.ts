import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The demo HLS streams, at the path the seeded content and the server use (`/media/{name}/{file}`).
  staticDirs: [{ from: '../server/media/assets', to: '/media' }],
  // The app's build input (the storefront entry) is not Storybook's, and emptying the output dir would
  // delete the manager Storybook has already written there.
  viteFinal: (viteConfig) => {
    if (viteConfig.build) viteConfig.build = { ...viteConfig.build, rolldownOptions: undefined, manifest: false, emptyOutDir: false };
    return viteConfig;
  },
};

export default config;
