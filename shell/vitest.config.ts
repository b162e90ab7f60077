import { defineConfig } from 'vitest/config';
import { sourceResolution } from '../vitest.shared.js';

export default defineConfig({
  ...sourceResolution,
  // 20 s per test: on a loaded 2-core machine a component test's clicks and renders took over the default 5 s.
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['./vitest.setup.ts'], testTimeout: 20_000 },
});
