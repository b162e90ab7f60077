import { defineConfig } from 'vitest/config';
import { inlineWorkspace, sourceResolution, suiteProjects } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['api/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'widget/**/*.test.ts'],
    passWithNoTests: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...inlineWorkspace,
    projects: suiteProjects({ withoutDatabase: ['web/**', 'shared/**'] }),
  },
});
