import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../vitest.shared.js';

/**
 * The Vite settings Storybook and the story test share: workspace packages are read from their
 * TypeScript sources (the 'source' export condition), and 'storybook' is resolved from this
 * workspace, because story files live in other workspaces (sdk, shell, modules) whose
 * node_modules do not hold it.
 */
export default defineConfig({
  plugins: [react()],
  ...sourceResolution,
  resolve: { ...sourceResolution.resolve, dedupe: ['storybook', '@storybook/react'] },
});
