import { defaultClientConditions, defaultServerConditions } from 'vite';
import { fileURLToPath } from 'node:url';
import { configDefaults } from 'vitest/config';

/** Setup of every browser-side (component) test: testing-library's waits (vitest.web-setup.ts). */
export const webSetupFile = fileURLToPath(new URL('./vitest.web-setup.ts', import.meta.url));

/**
 * Shared Vitest settings. Workspace packages are compiled from their TypeScript sources (the
 * 'source' export condition), and the integration suites run on in-memory PGlite and, when
 * DATABASE_URL is set (CI), on real PostgreSQL too: one Vitest project per database, and one for
 * the tests that need none (`withoutDatabase`).
 */
export function suiteProjects(options: { withoutDatabase?: string[]; withDatabase?: string[] } = {}) {
  const browserSide = options.withoutDatabase ?? [];
  const serverSide = options.withDatabase ?? ['api/**'];
  type Project = { extends: true; test: { name: string; env?: Record<string, string>; include?: string[]; exclude?: string[]; isolate?: boolean; setupFiles?: string[] } };
  // Server tests share their worker's module graph (isolate: false): importing the platform again
  // for every file cost more than most files' tests. Each file still starts its own platform on its
  // own database, so no state crosses files; files that mock modules belong to the browser side.
  // *.pg.test.ts need PostgreSQL itself (several instances on one database): not run on PGlite.
  const projects: Project[] = [
    { extends: true, test: { name: 'pglite', env: { SUITE_TEST_DB: 'pglite' }, isolate: false, exclude: [...configDefaults.exclude, '**/*.pg.test.ts', ...browserSide] } },
  ];
  // Tests that touch no database (the web half, shared rules) run once, isolated as usual. (A
  // project's include would be added to the workspace's, not replace it: the server side is excluded.)
  if (browserSide.length > 0) {
    projects.push({ extends: true, test: { name: 'web', exclude: [...configDefaults.exclude, ...serverSide], setupFiles: [webSetupFile] } });
  }
  if (process.env.DATABASE_URL) {
    projects.push({ extends: true, test: { name: 'postgres', env: { SUITE_TEST_DB: 'postgres' }, isolate: false, exclude: [...configDefaults.exclude, ...browserSide] } });
  }
  return projects;
}

export const sourceResolution = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

export const inlineWorkspace = { server: { deps: { inline: [/@suite\//] } } };
