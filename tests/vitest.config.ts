import { defineConfig } from 'vitest/config';
import { inlineWorkspace, sourceResolution, suiteProjects } from '../vitest.shared.js';

export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['contract/**/*.test.ts', 'scenarios/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...inlineWorkspace,
    projects: suiteProjects(),
  },
});
