import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');

/** Our own TypeScript sources; loaders stay off node_modules (the federation entry is ESM). */
export const sourceDirs = [
  path.join(repoRoot, 'sdk', 'src'),
  path.join(repoRoot, 'shell', 'src'),
  path.join(repoRoot, 'modules'),
].map((dir) => realpathSync(dir));

export function typescriptRule(mode) {
  return {
    test: /\.[cm]?tsx?$/,
    include: sourceDirs,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode !== 'production', refresh: false } },
          target: 'es2022',
        },
      },
    },
  };
}

export function resolveConfig() {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    // Sources import './x.js' (NodeNext style); resolve that to the .ts/.tsx file.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // Workspace packages export their TypeScript sources under the 'source' condition.
    conditionNames: ['source', 'browser', 'import', 'module', 'default'],
  };
}
