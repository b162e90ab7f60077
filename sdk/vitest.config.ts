import { defineConfig } from 'vitest/config';
import { inlineWorkspace, sourceResolution } from '../vitest.shared.js';

/** The sdk's unit tests: pure functions and clients with injected fetch, sockets and timers. */
export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...inlineWorkspace,
  },
});
