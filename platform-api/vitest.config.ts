import { defineConfig } from 'vitest/config';
import { inlineWorkspace, sourceResolution, suiteProjects } from '../vitest.shared.js';

export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...inlineWorkspace,
    projects: suiteProjects(),
  },
});
