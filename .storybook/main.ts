import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the component library (packages/ui) and every page state (packages/app), with
 * the a11y addon. Every story also runs as a test in Chromium (see vitest.config.ts).
 */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.mdx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};
export default config;
