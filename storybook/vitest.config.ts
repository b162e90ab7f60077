import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

/** Every story renders in jsdom inside the preview's providers (portable stories). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      testTimeout: 15_000,
    },
  }),
);
