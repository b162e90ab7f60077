import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults } from 'vitest/config';

/**
 * Shared Vitest settings. Workspace packages are compiled from their TypeScript sources (the
 * 'source' export condition), and the integration suites run on in-memory PGlite and, when
 * DATABASE_URL is set (CI), on real PostgreSQL too: one Vitest project per database.
 */
export function suiteProjects(options: { withoutDatabase?: string[] } = {}) {
  // *.pg.test.ts need PostgreSQL itself (several instances on one database): not run on PGlite.
  const projects: { extends: true; test: { name: string; env: Record<string, string>; exclude?: string[] } }[] = [
    { extends: true, test: { name: 'pglite', env: { SUITE_TEST_DB: 'pglite' }, exclude: [...configDefaults.exclude, '**/*.pg.test.ts'] } },
  ];
  // Tests that touch no database (the web half) run once, in the PGlite project.
  if (process.env.DATABASE_URL) {
    projects.push({ extends: true, test: { name: 'postgres', env: { SUITE_TEST_DB: 'postgres' }, exclude: [...configDefaults.exclude, ...(options.withoutDatabase ?? [])] } });
  }
  return projects;
}

export const sourceResolution = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

export const inlineWorkspace = { server: { deps: { inline: [/@suite\//] } } };
