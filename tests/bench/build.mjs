// Wall clock of `npm run build`, then of the built server's first start on a fresh DATA_DIR
// (migrations and the demo seed, as `npm start` does) until GET /api/health answers.
// Usage: node tests/bench/build.mjs [--skip-build]   (exits 1 only if the build fails)
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, repoRoot, startBuiltServer } from './lib.mjs';

const BUILD_BUDGET_MS = 3 * 60_000;
const START_BUDGET_MS = 5_000;
const verdict = (ms, budget) => (ms <= budget ? 'PASS' : 'OVER');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];

if (!process.argv.includes('--skip-build')) {
  // The build's output goes to a log file, shown only when it fails.
  const logDir = mkdtempSync(path.join(tmpdir(), 'suite-bench-build-'));
  const logFile = path.join(logDir, 'build.log');
  const started = performance.now();
  const log = openSync(logFile, 'w');
  const code = await new Promise((resolve) => {
    spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', log, log] }).once('exit', resolve);
  });
  closeSync(log);
  const ms = performance.now() - started;
  if (code !== 0) {
    console.error(`npm run build failed (exit ${code}) after ${seconds(ms)}; last lines:\n`);
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    process.exit(1);
  }
  rmSync(logDir, { recursive: true, force: true });
  rows.push(['npm run build', seconds(ms), `<= ${seconds(BUILD_BUDGET_MS)}`, verdict(ms, BUILD_BUDGET_MS)]);
}

const server = await startBuiltServer();
await server.stop();
rows.push(['server start (fresh DATA_DIR, PGlite, demo seed) -> /api/health', seconds(server.ms), `<= ${seconds(START_BUDGET_MS)}`, verdict(server.ms, START_BUDGET_MS)]);

console.log(`\nBuild and start times (${availableParallelism()} cores)\n`);
printTable(['step', 'wall clock', 'budget', 'verdict'], rows);
