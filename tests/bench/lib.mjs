// Helpers shared by the bench scripts: paths, starting the built server, formatting figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The six domain modules (MODULE_IDS in sdk/src/domain/features.ts). */
export const MODULE_IDS = ['agile', 'product', 'bi', 'investor', 'cadence', 'engagement'];

/** A port nobody listens on right now (the OS picks it; we release it for the server). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawn `node platform-api/dist/main.js` on a free port with a fresh temp DATA_DIR (always
 * PGlite: DATABASE_URL is dropped so a developer's database is never touched), and resolve once
 * GET /api/health answers 200. `ms` is the wall clock from spawn to the first healthy answer.
 */
export async function startBuiltServer({ env = {}, timeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suite-bench-'));
  const childEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env };
  delete childEnv.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'platform-api', 'dist', 'main.js')], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    while (true) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}\n${stderr}`);
      if (performance.now() - started > timeoutMs) throw new Error(`server not healthy after ${timeoutMs} ms\n${stderr}`);
      const ok = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ms: performance.now() - started, stop };
}

/** Bytes as KB (1 KB = 1024 bytes), one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Print rows (arrays of cells) as a left-aligned table with a header row. */
export function printTable(header, rows) {
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of all.slice(1)) console.log(line(row));
}
