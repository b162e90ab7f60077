// Builds the embeddable bundle (no React, no dependencies) to dist/widget/v1: the loader
// customers paste and the full widget it loads on demand. Prints gzipped sizes against the budget.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(dir, '..', 'dist', 'widget', 'v1');
await build({
  entryPoints: { loader: path.join(dir, 'loader.ts'), widget: path.join(dir, 'widget.ts') },
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2019',
  legalComments: 'none',
  logLevel: 'warning',
});
const size = (name) => gzipSync(readFileSync(path.join(outdir, name))).length;
const loader = size('loader.js');
const widget = size('widget.js');
console.log(`widget bundle: loader ${(loader / 1024).toFixed(2)} KB gzip (budget 3), loader + widget ${((loader + widget) / 1024).toFixed(2)} KB gzip (budget 12)`);
if (loader > 3 * 1024 || loader + widget > 12 * 1024) process.exitCode = 1;
