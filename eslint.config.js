import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const MODULES = ['agile', 'product', 'bi', 'investor', 'cadence', 'engagement'];

/**
 * Libraries whose React context or state the shell owns. A module reaches them through
 * '@suite/sdk/web' so that it always talks to the shell's one instance.
 */
const SHELL_OWNED = ['@mantine/*', 'react-router', 'react-router-dom', '@tanstack/react-query', 'i18next', 'react-i18next', '@casl/*', '@module-federation/*'];

/** The import boundary of ARCHITECTURE.md rule 1, for one module. */
function moduleBoundary(name) {
  return {
    files: [`modules/${name}/**/*.{ts,tsx}`],
    ignores: [`modules/${name}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...MODULES.filter((other) => other !== name).flatMap((other) => [`@suite/${other}`, `@suite/${other}/*`, `**/modules/${other}/**`, `../../${other}/**`, `../${other}/**`])],
              message: 'A module imports only @suite/sdk and its own files: ask for another domain through a capability.',
            },
            {
              group: ['@suite/platform-api', '@suite/platform-api/*', '@suite/shell', '@suite/shell/*', '**/platform-api/**', '**/shell/**', '@suite/testing'],
              message: 'A module never imports the platform or the shell: use the contract in @suite/sdk.',
            },
            { group: SHELL_OWNED, message: "Use '@suite/sdk/web': the shell provides one instance of this library." },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/@mf-types/**', '**/coverage/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...MODULES.map(moduleBoundary),
  {
    // Module tests may start the platform through the test harness, still never another module.
    files: ['modules/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@suite/platform-api/*', '@suite/shell', '@suite/shell/*'], message: 'Tests use @suite/testing.' }] }],
    },
  },
  {
    // The shell imports the sdk's browser half by area, so public pages stay light; the full
    // '@suite/sdk/web' barrel is what it provides to remotes (federation/runtime.ts).
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/federation/runtime.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@suite/sdk/web', message: "Import '@suite/sdk/client', '/i18n', '/ui' or '/react' instead." }] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'tests/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
