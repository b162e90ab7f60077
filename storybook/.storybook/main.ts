import { defineMain } from '@storybook/react-vite/node';

/**
 * The catalogue of the UI kit, the shell's standalone pieces and the modules' components. The
 * Vite settings (source resolution, React) come from ../vite.config.ts, shared with the story test.
 */
export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../../sdk/src/**/*.stories.tsx', '../../shell/src/**/*.stories.tsx', '../../modules/*/web/**/*.stories.tsx'],
  core: { disableTelemetry: true },
});
